// The shapes the REST services answer in `data` (docs/contracts.md). They are the codegen mappers: a resolver
// may return them as they come, and the object-type resolvers (resolvers/<Type>.ts) rename and normalise.
// Fields the services might send as numbers or omit are typed loosely on purpose: the gateway must not
// break when a service answers `id: 3` instead of `id: "3"`.

export interface RestCaptcha {
  id: string;
  image: string;
}

export interface RestCountry {
  label: string;
  flag: string;
  area_code: string | number;
  en_name: string;
  zh_name: string;
  Content: string;
}

export interface RestIndustry {
  id: string | number;
  name: string;
  cnName: string;
  children?: RestIndustry[] | null;
}

export interface RestRequestCategory {
  id: string | number;
  industryName: string;
  industryNameEn: string;
}

export interface RestDictEntry {
  dictLabel: string;
  dictLabelEn?: string | null;
  dictValue: string | number;
  listClass?: string | null;
  cssClass?: string | null;
}

/** A moment as the services may send it: epoch ms, an ISO string, or nothing. */
export type RestInstant = number | string | null | undefined;

export interface RestMember {
  id: string | number;
  phone?: string | null;
  primaryEmail?: string | null;
  nickname?: string | null;
  avatar?: string | null;
  passwordLastModify?: RestInstant;
  jyPasswordLastModify?: RestInstant;
  localization?: string | null;
  roles?: string[] | null;
  permissions?: string[] | null;
}

export interface RestRouteMeta {
  title: string;
  icon?: string | null;
  link?: string | null;
  noCache?: boolean | null;
  roles?: string[] | null;
  permissions?: string[] | null;
}

export interface RestRouterItem {
  name: string;
  path: string;
  hidden?: boolean | null;
  component?: string | null;
  meta?: RestRouteMeta | null;
  children?: RestRouterItem[] | null;
}

export interface RestAuthTokens {
  idToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface RestOutboxMessage {
  id: string | number;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
  createdAt: string | number;
}
