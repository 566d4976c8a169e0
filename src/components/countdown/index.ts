export { formatTimeLeft, useTimeLeft } from './use-time-left';
