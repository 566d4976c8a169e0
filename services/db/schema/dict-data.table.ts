import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Dictionary entries by type, seeded from the code tables of `machines/codes`. */
export const dictData = pgTable(
  'dict_data',
  {
    dictType: text('dict_type').notNull(),
    dictValue: text('dict_value').notNull(),
    dictLabel: text('dict_label').notNull(),
    dictLabelEn: text('dict_label_en').notNull(),
    listClass: text('list_class'),
    cssClass: text('css_class'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dictType, t.dictValue] })],
);
