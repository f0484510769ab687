export { imageSrc } from '../site-map';
