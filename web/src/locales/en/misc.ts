/** English texts of the 'misc' namespace: the reference key set (es and de have the same keys). */
const misc = {
  notFound: {
    title: 'Page not found',
    text: 'The page you asked for does not exist or has moved.',
  },
  unauthorized: {
    title: 'Not authorised',
    text: 'Your account does not have access to this page.',
  },
  invalidAccess: {
    title: 'Already signed in',
    text: 'This page is only for visitors who are not signed in. Sign out first if you want to use it.',
    dashboard: 'Go to your dashboard',
  },
};

export default misc;
