import type { ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { userSettingsQuery } from '../api/settings-calls';
import { AccountTab } from '../components/account-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { PersonalDetailsTab } from '../components/personal-details-tab';

const TABS = ['personal', 'notifications', 'account'] as const;

function SettingsSkeleton() {
  return (
    <div className="max-w-form space-y-5" aria-busy="true">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-32" />
    </div>
  );
}

/** Account settings: personal details, notifications, account (spec 1 §2.6). The tab is kept in the URL. */
export function SettingsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const settings = useQuery(userSettingsQuery);
  const selected = Math.max(0, TABS.indexOf(search.get('tab') as (typeof TABS)[number]));

  const dataOrState = (render: (data: NonNullable<typeof settings.data>) => ReactNode) => {
    if (settings.isPending) return <SettingsSkeleton />;
    if (settings.isError)
      return (
        <Alert tone="danger" title={t('settings.loadFailed')}>
          <p>{settings.error.message}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      );
    return render(settings.data);
  };

  return (
    <Page title={t('settings.title')}>
      <TabGroup
        selectedIndex={selected}
        onChange={(index) => setSearch({ tab: TABS[index] ?? 'personal' }, { replace: true })}
      >
        <TabList className="mb-6 flex border-b border-line">
          {TABS.map((tab) => (
            <Tab
              key={tab}
              className="focus-ring -mb-px flex-1 border-b-2 border-transparent px-2 py-3 text-center text-sm font-medium text-ink-muted hover:text-ink data-selected:border-clay-600 data-selected:text-ink sm:flex-none sm:px-4"
            >
              {t(`settings.tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        <Card>
          <TabPanels>
            <TabPanel className="focus-ring rounded-control">
              {dataOrState((data) => (
                <PersonalDetailsTab settings={data} />
              ))}
            </TabPanel>
            <TabPanel className="focus-ring rounded-control">
              {dataOrState((data) => (
                <NotificationsTab settings={data} />
              ))}
            </TabPanel>
            <TabPanel className="focus-ring rounded-control">
              <AccountTab />
            </TabPanel>
          </TabPanels>
        </Card>
      </TabGroup>
    </Page>
  );
}
