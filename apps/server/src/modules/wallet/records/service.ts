// Records: the member centre's account record, bonus details and profit and loss.
export { resolveRange, type DateRange } from './records';
