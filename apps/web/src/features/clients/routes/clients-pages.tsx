import { useTranslation } from 'react-i18next';
import { ResourceCreatePage, ResourceEditPage } from '../../../components/resource-pages/resource-form-page';
import { ResourceListPage } from '../../../components/resource-pages/resource-list-page';
import { ClientRowActions } from '../components/client-row-actions';
import { CLIENTS_NS } from '../i18n';

/**
 * The client register: generic pages over /api/clients (back office). The
 * form comes from the meta (gender, surname, name, phone with its dialling
 * code, email, notes); on a player other hosts share, the record names
 * gender, surname and name read-only for a host, who edits only its own
 * contact details and notes. Each row adds the ATRP update and, for host 1
 * and god mode, the wallet link.
 */
const clients = { resource: 'clients', base: '/api/clients' } as const;

export const ClientsListPage = () => (
  <ResourceListPage {...clients} rowActions={(record) => <ClientRowActions record={record} />} />
);

export function ClientCreatePage() {
  const { t } = useTranslation(CLIENTS_NS);
  return <ResourceCreatePage {...clients} savedMessage={t('created')} />;
}

export const ClientEditPage = () => <ResourceEditPage {...clients} />;
