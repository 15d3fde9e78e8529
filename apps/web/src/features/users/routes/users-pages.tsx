import { ResourceCreatePage, ResourceEditPage } from '../../../components/resource-pages/resource-form-page';
import { ResourceListPage } from '../../../components/resource-pages/resource-list-page';

/**
 * Users: generic pages over /api/users (admin and host). The role select
 * offers only what the meta's options give: a host is offered neither admin
 * nor user, and the server refuses them anyway.
 */
const users = { resource: 'users', base: '/api/users' } as const;

export const UsersListPage = () => <ResourceListPage {...users} />;
export const UserCreatePage = () => <ResourceCreatePage {...users} />;
export const UserEditPage = () => <ResourceEditPage {...users} />;
