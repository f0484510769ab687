import { IconMessageCircle } from '@tabler/icons-react';
import { ROLE } from '@club/contracts/core';
import { PATHS } from '../paths';
import type { RouteDef } from '../route-access';
import { areaPage } from './area-page';

const page = {
  myFeedbackList: areaPage(() => import('../../features/feedback/pages/my-feedback-page')),
  myFeedbackDetail: areaPage(() => import('../../features/feedback/pages/my-feedback-detail-page')),
};

export const feedbackMemberRoutes: RouteDef[] = [
  {
    // Member feedback (issue 32): SPEC.md §2 member/feedbacks/FeedBacksList ("My Feedback")
    // and FeedBackDetail/{id}.
    path: 'member/feedbacks',
    layout: 'app',
    roles: [ROLE.member],
    children: [
      {
        path: PATHS.myFeedbackList,
        page: page.myFeedbackList,
        titleKey: 'feedback:title',
        menu: { labelKey: 'nav.items.myFeedback', icon: IconMessageCircle, group: 'main' },
      },
      {
        path: PATHS.myFeedbackDetail,
        page: page.myFeedbackDetail,
        titleKey: 'feedback:title',
      },
    ],
  },
];
