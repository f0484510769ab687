import { IconLibraryPhoto, IconNews, IconPhoto, IconSpeakerphone } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  publicNews: areaPage(() => import('../../features/news/pages/public-news-page')),
  publicNewsPost: areaPage(() => import('../../features/news/pages/public-news-post-page')),
  memberNews: areaPage(() => import('../../features/news/pages/member-news-page')),
  memberNewsPost: areaPage(() => import('../../features/news/pages/member-news-post-page')),
  publicGallery: areaPage(() => import('../../features/news/pages/public-gallery-page')),
  publicAlbum: areaPage(() => import('../../features/news/pages/public-album-page')),
  memberGallery: areaPage(() => import('../../features/news/pages/member-gallery-page')),
  newsAdmin: areaPage(() => import('../../features/news/pages/news-admin-page')),
  albumsAdmin: areaPage(() => import('../../features/news/pages/albums-admin-page')),
};

/** The club's news on the public site (issue 35): drawn by the server like the public pages. */
export const newsPublicRoutes: RouteDef[] = [
  { path: PATHS.news, page: page.publicNews, titleKey: 'news:title' },
  { path: PATHS.newsPost, page: page.publicNewsPost, titleKey: 'news:title' },
  { path: PATHS.gallery, page: page.publicGallery, titleKey: 'news:gallery.title' },
  { path: PATHS.galleryAlbum, page: page.publicAlbum, titleKey: 'news:gallery.title' },
];

/** Club News (members): the published posts, the members' own too, and today's notices. */
export const newsMemberRoutes: RouteDef[] = [
  {
    path: 'member',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.memberNews,
        page: page.memberNews,
        titleKey: 'news:memberTitle',
        menu: { labelKey: 'nav.items.memberNews', icon: IconNews, group: 'main' },
      },
      { path: PATHS.memberNewsPost, page: page.memberNewsPost, titleKey: 'news:memberTitle' },
      {
        path: PATHS.memberGallery,
        page: page.memberGallery,
        titleKey: 'news:gallery.title',
        menu: { labelKey: 'nav.items.memberGallery', icon: IconPhoto, group: 'main' },
      },
    ],
  },
];

/** The editors' news (editors and admins), beside the other content screens. */
export const newsAdminRoutes: RouteDef[] = [
  {
    path: 'admin/content',
    layout: 'app',
    roles: [ROLE.admin, ROLE.editor],
    children: [
      {
        path: PATHS.contentNews,
        page: page.newsAdmin,
        titleKey: 'news:admin.title',
        menu: { labelKey: 'nav.items.contentNews', icon: IconSpeakerphone, group: 'admin' },
      },
      {
        path: PATHS.contentAlbums,
        page: page.albumsAdmin,
        titleKey: 'news:albums.title',
        menu: { labelKey: 'nav.items.contentAlbums', icon: IconLibraryPhoto, group: 'admin' },
      },
    ],
  },
];
