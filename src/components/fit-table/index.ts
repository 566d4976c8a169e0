export { FitTable, fitColumns, shrinkColumns, type FitColumn } from './fit-table';
