export { smoke } from './smoke';
