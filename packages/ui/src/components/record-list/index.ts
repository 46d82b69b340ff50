export {
  type RecordColumn,
  RecordList,
  type RecordListProps,
  type RecordListSearch,
  type RowAction,
} from './record-list.tsx';
