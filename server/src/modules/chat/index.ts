/** The chat module's public surface: its live topic (declared for the live events). */
import './topics.ts';
export { CHAT_TOPIC } from './topics.ts';
