/** The privacy feature's public surface: the pages are loaded by the route table. */
export { describeUserAgent } from './components/user-agent';
