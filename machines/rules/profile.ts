/**
 * Profile rules shared by the app and the services (spec 3, 5, 8): nickname without emoji, 1 to 6 fields of
 * interest, an address of China as province / city / district codes checked against a division list, a
 * plain-text introduction. The list is @vant/area-data's `areaList` (the complete, maintained division list Vant
 * publishes; Chinese names only), passed in by the caller: machines/ stays pure and loads no data package.
 */
import type { RuleError } from './messages';

export const NICKNAME_MAX = 20;
export const FIELDS_MIN = 1;
export const FIELDS_MAX = 6;
export const PROFESSIONAL_FIELD_MAX = 50;
export const INTRODUCTION_MAX = 500;

/** Emoji: pictographs, keycap and flag sequences, the joiners and selectors that build them. */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}\u20E3\uFE0F\u200D]/u;
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** Characters, not UTF-16 units: "张三" is 2, an astral character 1. */
const length = (text: string): number => [...text].length;

export function validateNickname(nickname: string | null | undefined): RuleError | null {
  const text = nickname?.trim() ?? '';
  if (!text) return { rule: 'nicknameRequired' };
  if (EMOJI.test(text)) return { rule: 'nicknameEmoji' };
  if (CONTROL.test(text)) return { rule: 'nicknameControl' };
  if (length(text) > NICKNAME_MAX) return { rule: 'nicknameLength', params: { max: NICKNAME_MAX } };
  return null;
}

/** Count only; that the ids exist in the industry tree is the services' check (`fieldsUnknown`). */
export function validateFieldsOfInterest(ids: readonly number[] | null | undefined): RuleError | null {
  const unique = new Set(ids ?? []);
  if (unique.size < FIELDS_MIN) return { rule: 'fieldsRequired' };
  if (unique.size > FIELDS_MAX) return { rule: 'fieldsMax', params: { max: FIELDS_MAX } };
  return null;
}

export function validateProfessionalField(text: string | null | undefined): RuleError | null {
  if (text && length(text.trim()) > PROFESSIONAL_FIELD_MAX) return { rule: 'professionalFieldLength', params: { max: PROFESSIONAL_FIELD_MAX } };
  return null;
}

/**
 * Plain text, stored as typed except: line breaks normalised to \n, control and format characters (other than
 * \n and \t) removed, surrounding white space trimmed. Never interpreted as HTML: the app renders it as text.
 */
export function sanitizeIntroduction(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]|\p{Cf}|[\u2028\u2029]/gu, '')
    .trim();
}

export function validateIntroduction(text: string | null | undefined): RuleError | null {
  if (text && length(sanitizeIntroduction(text)) > INTRODUCTION_MAX) return { rule: 'introductionLength', params: { max: INTRODUCTION_MAX } };
  return null;
}

export type AddressCodes = { provinceCode?: string | null; cityCode?: string | null; districtCode?: string | null };

/** Division codes to names, the shape of @vant/area-data's `areaList`. */
export type AreaList = {
  province_list: Readonly<Record<string, string>>;
  city_list: Readonly<Record<string, string>>;
  county_list: Readonly<Record<string, string>>;
};

/** All three codes or none; each must exist and belong to the one above it. */
export function validateAddress(address: AddressCodes, areaList: AreaList): RuleError | null {
  const { provinceCode, cityCode, districtCode } = address;
  const given = [provinceCode, cityCode, districtCode].filter((c) => c != null && c !== '');
  if (given.length === 0) return null;
  if (given.length !== 3) return { rule: 'addressIncomplete' };
  const p = provinceCode as string;
  const c = cityCode as string;
  const d = districtCode as string;
  if (!/^\d{6}$/.test(p) || !/^\d{6}$/.test(c) || !/^\d{6}$/.test(d)) return { rule: 'addressInvalid' };
  if (!Object.hasOwn(areaList.province_list, p) || !Object.hasOwn(areaList.city_list, c) || !Object.hasOwn(areaList.county_list, d)) {
    return { rule: 'addressInvalid' };
  }
  if (c.slice(0, 2) !== p.slice(0, 2) || d.slice(0, 4) !== c.slice(0, 4)) return { rule: 'addressInvalid' };
  return null;
}

export type AreaOption = { value: string; label: string; children?: AreaOption[] };

const areaTrees = new WeakMap<AreaList, AreaOption[]>();

/** Province → city → district options for a cascader (names in Chinese: the dataset has no English). */
export function areaOptions(areaList: AreaList): AreaOption[] {
  const built = areaTrees.get(areaList);
  if (built) return built;
  const districts = new Map<string, AreaOption[]>();
  for (const [code, label] of Object.entries(areaList.county_list)) {
    const city = `${code.slice(0, 4)}00`;
    districts.set(city, [...(districts.get(city) ?? []), { value: code, label }]);
  }
  const cities = new Map<string, AreaOption[]>();
  for (const [code, label] of Object.entries(areaList.city_list)) {
    const province = `${code.slice(0, 2)}0000`;
    cities.set(province, [...(cities.get(province) ?? []), { value: code, label, children: districts.get(code) ?? [] }]);
  }
  const tree = Object.entries(areaList.province_list).map(([code, label]) => ({ value: code, label, children: cities.get(code) ?? [] }));
  areaTrees.set(areaList, tree);
  return tree;
}

/** "浙江省 / 杭州市 / 西湖区" for stored codes, or null. */
export function areaLabel(address: AddressCodes, areaList: AreaList): string | null {
  if (validateAddress(address, areaList) || !address.provinceCode) return null;
  return [areaList.province_list[address.provinceCode], areaList.city_list[address.cityCode as string], areaList.county_list[address.districtCode as string]].join(' / ');
}
