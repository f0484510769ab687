import { CHAT_API, FEEDBACK_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The chat API's paths (contracts' CHAT_API) as lib/api takes them, without '/api'. */
export const CHAT_PATHS = apiPaths(CHAT_API);
/** The active staff users a chat may be handed over to (the feedback area's list of them). */
export const ASSIGNEES_PATH = apiPaths(FEEDBACK_API).assignees;

/** Which side a screen is: the member's own chat, or the office's. */
export interface Side {
  office: boolean;
}

export const chatBase = ({ office }: Side) => (office ? CHAT_PATHS.admin : CHAT_PATHS.mine);

/** A side's live stream, as the browser opens it (same origin: the session cookie goes). */
export const chatStreamUrl = ({ office }: Side) =>
  `${office ? CHAT_API.admin : CHAT_API.mine}/stream`;

/** An attachment's address, as a link opens it. */
export const chatFileUrl = ({ office }: Side, id: number) =>
  `${office ? CHAT_API.admin : CHAT_API.mine}/files/${id}`;
