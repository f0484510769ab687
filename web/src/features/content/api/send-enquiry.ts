import type { EnquiryRequest, MessageResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CONTENT_PATHS } from './paths';

export function sendEnquiry(body: EnquiryRequest): Promise<MessageResponse> {
  return api<MessageResponse>(CONTENT_PATHS.enquiries, { method: 'POST', body });
}

/** /Contactus: the enquiry form (mailed to the club office; rate-limited). */
export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
