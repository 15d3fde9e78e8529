import { ResourceCreatePage, ResourceEditPage } from '../../../components/resource-pages/resource-form-page';
import { ResourceListPage } from '../../../components/resource-pages/resource-list-page';

/** Clubs: generic pages over /api/clubs (god mode only). */
const clubs = { resource: 'clubs', base: '/api/clubs' } as const;

export const ClubsListPage = () => <ResourceListPage {...clubs} />;
export const ClubCreatePage = () => <ResourceCreatePage {...clubs} />;
export const ClubEditPage = () => <ResourceEditPage {...clubs} />;
