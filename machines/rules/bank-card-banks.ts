/**
 * Card BINs (issuer identification prefixes) of the major Chinese banks and of provincial rural credit unions,
 * with the card length and kind each prefix issues. Offline data: nothing here calls a network.
 *
 * Source: the BIN table of the npm package `bankcardinfo` 2.0.6 (ISC licence, github.com/navyxie/bankcardinfo,
 * file index.js, `bankcardList`), itself compiled from the China UnionPay BIN list. We copy the table rather
 * than depend on the package because the package falls back to an online lookup for unknown numbers (refused
 * here: no online API) and its global regular expressions keep state between calls. Kinds: DC → debit,
 * CC and SCC (quasi-credit) → credit, PC → prepaid. Regenerate from that file when a bank adds BINs.
 */
import type { Localized } from './localized';

export type CardType = 'debit' | 'credit' | 'prepaid';

export type BankBins = { type: CardType; length: number; prefixes: string };

export type BankEntry = {
  /** The bank code used by the clearing systems (ICBC, CCB, ...). */
  code: string;
  name: Localized;
  /** Rural credit unions are accepted but discouraged (spec 5): the app warns before the member confirms. */
  ruralCreditUnion: boolean;
  bins: BankBins[];
};

export const BANKS: BankEntry[] = [
  {
    code: 'PSBC',
    name: { zh: '中国邮政储蓄银行', en: 'Postal Savings Bank of China' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 19, prefixes: '620062 620529 621095 621096 621098 621285 621599 621622 621674 621797 621798 621799 622150 62215049 ' +
          '62215050 62215051 622151 622181 622188 62218849 62218850 62218851 622199 623218 623219 955100' },
      { type: 'credit', length: 16, prefixes: '622810 622811 622812 625919 628310' },
    ],
  },
  {
    code: 'ICBC',
    name: { zh: '中国工商银行', en: 'Industrial and Commercial Bank of China' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 18, prefixes: '620200 620302 620402 620403 620404 620405 620406 620407 620408 620409 620410 620411 620412 620502 ' +
          '620503 620512 620602 620604 620607 620609 620611 620612 620704 620706 620707 620708 620709 620710 ' +
          '620711 620712 620713 620714 620802 620902 620904 620905 621001 621102 621103 621105 621106 621107 ' +
          '621202 621203 621204 621205 621206 621207 621208 621209 621210 621211 621302 621303 621304 621305 ' +
          '621306 621307 621309 621311 621313 621315 621317 621402 621404 621405 621406 621407 621408 621409 ' +
          '621410 621502 621511 621602 621603 621604 621605 621606 621607 621608 621609 621610 621611 621612 ' +
          '621613 621614 621615 621616 621617 621804 621807 621813 621814 621817 621901 621903 621904 621905 ' +
          '621906 621907 621908 621909 621910 621911 621912 621913 621914 621915 622002 622003 622004 622005 ' +
          '622006 622007 622008 622010 622011 622012 622013 622015 622016 622017 622018 622019 622020 622102 ' +
          '622103 622104 622105 622110 622111 622114 622302 622303 622304 622305 622306 622307 622308 622309 ' +
          '622313 622314 622315 622317 622402 622403 622404 622502 622504 622505 622509 622510 622513 622517 ' +
          '622604 622605 622606 622703 622706 622715 622806 622902 622903 622904 623002 623006 623008 623011 ' +
          '623012 623014 623015 623100 623202 623301 623400 623500 623602 623700 623803 623901 624000 624100 ' +
          '624200 624301 624402' },
      { type: 'debit', length: 19, prefixes: '620058 620086 620516 621225 621226 621227 621240 621281 621288 621369 621372 621375 621379 621414 ' +
          '621558 621559 621618 621670 621720 621721 621722 621723 621724 621732 621733 621762 621763 622200 ' +
          '622202 622203 622208 622926 622927 622928 622929 622930 622931 623062 900000 900010 9558' },
      { type: 'debit', length: 16, prefixes: '402791 427028 427038 548259 621300 621367 621370 621371 621374 621376 621377 621378 621423 621428 ' +
          '621433 621434 621464 621730 621731 621734 621749 621750 621761 621764 621765 621781 622944 622949' },
      { type: 'credit', length: 15, prefixes: '370246 370247 370248 370249 370267 374738 374739' },
      { type: 'credit', length: 16, prefixes: '356879 356880 356881 356882 427010 427018 427019 427020 427029 427030 427039 427062 427064 438125 ' +
          '438126 451804 451810 451811 45806 458071 458441 489734 489735 489736 510529 513685 524047 524091 ' +
          '524374 525498 526836 528856 530970 53098 530990 543098 544210 548943 550213 558360 622158 622159 ' +
          '622171 622206 622210 622211 622212 622213 622214 622215 622220 622223 622224 622225 622229 622230 ' +
          '622231 622232 622233 622234 622235 622236 622237 622238 622239 622240 622245 622246 622889 625017 ' +
          '625018 625019 625021 625022 625113 625114 625330 625331 625332 625900 625914 625915 625916 625917 ' +
          '625920 625921 625922 625924 625925 625926 625927 625928 625929 625930 625931 625932 625933 625934 ' +
          '625939 625942 625986 625987 628286 628288' },
      { type: 'prepaid', length: 16, prefixes: '620030 620050 620054 620094 620124 620142 620143 620148 620149 620183 620184 620185 620186' },
      { type: 'prepaid', length: 19, prefixes: '620046 620114 620187' },
    ],
  },
  {
    code: 'ABC',
    name: { zh: '中国农业银行', en: 'Agricultural Bank of China' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 19, prefixes: '103 620059 620501 621282 621336 621619 621671 622821 622822 622823 622824 622825 622826 622827 ' +
          '622828 622840 622841 622843 622844 622845 622846 622847 622848 622849 623018 623206 95595 95596 ' +
          '95597 95598 95599' },
      { type: 'credit', length: 16, prefixes: '403361 404117 404118 404119 404120 404121 463758 514027 519412 519413 520082 520083 544243 548478 ' +
          '552599 558730 622820 622830 622836 622837 622838 625336 625826 625827 625996 625997 625998 628268 ' +
          '628269' },
    ],
  },
  {
    code: 'BOC',
    name: { zh: '中国银行', en: 'Bank of China' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 19, prefixes: '456351 601382 620061 621041 621212 621256 621283 621297 621330 621331 621332 621333 621568 621569 ' +
          '621620 621660 621661 621662 621663 621665 621666 621667 621668 621669 621672 621725 621741 621756 ' +
          '621757 621758 621759 621785 621786 621787 621788 621789 621790 622273 622274 622770 622771 622772 ' +
          '623208' },
      { type: 'debit', length: 16, prefixes: '621215 621231 621248 621249 621293 621294 621334 621342 621343 621364 621394 621395 621638 621648 ' +
          '622348 623040' },
      { type: 'credit', length: 16, prefixes: '356833 356835 409665 409666 409667 409668 409669 409670 409671 409672 438088 49102 512315 512316 ' +
          '512411 512412 514957 514958 518377 518378 518379 518474 518475 518476 524864 524865 525745 525746 ' +
          '53591 547766 552742 553131 558868 558869 622346 622347 622479 622480 622750 622751 622752 622753 ' +
          '622754 622755 622756 622757 622758 622759 622760 622761 622762 622763 622764 622765 622788 622789 ' +
          '625140 625145 625333 625905 625906 625907 625908 625909 625910 628312 628313 628388' },
      { type: 'credit', length: 17, prefixes: '377677' },
      { type: 'prepaid', length: 16, prefixes: '620019 620025 620026 620035 620048 620202 620203 620210 620211 620514 620515 920000' },
      { type: 'prepaid', length: 19, prefixes: '620038 620040 620513 620531 921000' },
    ],
  },
  {
    code: 'CCB',
    name: { zh: '中国建设银行', en: 'China Construction Bank' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 19, prefixes: '436742 436742193 589970 620060 621081 621284 621467 621598 621621 621700 622280 622280193 622700 623211 ' +
          '623668' },
      { type: 'debit', length: 16, prefixes: '421349 434061 434062 524094 526410 552245 620107 621080 621082 621083 621084 621466 621487 621488 ' +
          '621499 622382 622966 622988' },
      { type: 'credit', length: 18, prefixes: '5453242 5491031 553242 5544033' },
      { type: 'credit', length: 16, prefixes: '356895 356896 356899 436718 436728 436738 436745 436748 453242 489592 491031 531693 53242 53243 ' +
          '532450 532458 544033 544887 552801 557080 558895 559051 622166 622168 622381 622675 622676 622677 ' +
          '622707 622708 622725 622728 625362 625363 625955 625956 625964 625965 625966 628266 628316 628317 ' +
          '628366' },
    ],
  },
  {
    code: 'COMM',
    name: { zh: '交通银行', en: 'Bank of Communications' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 19, prefixes: '621002 621069 621335 621436 622260 622261 622262' },
      { type: 'debit', length: 16, prefixes: '620013' },
      { type: 'debit', length: 17, prefixes: '405512 601428 622258 622259' },
      { type: 'credit', length: 16, prefixes: '434910 458123 458124 49104 520169 521899 522964 53783 552853 622250 622251 622252 622253 622254 ' +
          '622255 622256 622257 622284 622656 625028 625029 628216 628218 955590 955591 955592 955593' },
      { type: 'prepaid', length: 19, prefixes: '620021 620521' },
    ],
  },
  {
    code: 'CMB',
    name: { zh: '招商银行', en: 'China Merchants Bank' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 16, prefixes: '402658 410062 468203 512425 524011 621286 621299 621483 621485 621486 622580 622588 622598 622609' },
      { type: 'debit', length: 15, prefixes: '690755 95555' },
      { type: 'debit', length: 18, prefixes: '690755' },
      { type: 'credit', length: 16, prefixes: '356885 356886 356887 356888 356889 356890 439188 439225 439226 439227 479228 479229 518710 518718 ' +
          '521302 545619 545620 545621 545623 545947 545948 552534 552587 622575 622576 622577 622578 622579 ' +
          '622581 622582 625802 625803 628262 628290 628362' },
      { type: 'credit', length: 15, prefixes: '370285 370286 370287 370289' },
      { type: 'prepaid', length: 19, prefixes: '620520' },
    ],
  },
  {
    code: 'CMBC',
    name: { zh: '中国民生银行', en: 'China Minsheng Bank' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 16, prefixes: '415599 421393 421865 427570 427571 472067 472068 622615 622616 622617 622618 622619 622620 622622' },
      { type: 'credit', length: 16, prefixes: '356856 356857 356858 356859 407405 421869 421870 421871 464580 464581 512466 517636 523952 528948 ' +
          '545217 545392 545393 545431 545447 552288 553161 556610 622600 622601 622602 622603 622621 622623 ' +
          '625911 625912 625913 628258' },
      { type: 'credit', length: 15, prefixes: '377152 377153 377155 377158' },
    ],
  },
  {
    code: 'CEB',
    name: { zh: '中国光大银行', en: 'China Everbright Bank' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 16, prefixes: '303 620085 620518 621489 621492 622660 622661 622662 622663 622664 622665 622666 622667 622668 ' +
          '622669 622670 622671 622672 622673 622674 90030' },
      { type: 'debit', length: 19, prefixes: '620535' },
      { type: 'credit', length: 16, prefixes: '356837 356838 356839 356840 406252 406254 425862 481699 486497 524090 543159 622161 622570 622650 ' +
          '622655 622657 622658 622659 622685 622687 625339 625975 625976 625977 625978 625979 625980 625981 ' +
          '628201 628202' },
    ],
  },
  {
    code: 'CITIC',
    name: { zh: '中信银行', en: 'China CITIC Bank' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 16, prefixes: '433670 433671 433680 442729 442730 620082 621767 621768 621770 621771 621772 621773 622453 622456 ' +
          '622690 622691 622692 622696 622698 622998 622999 968807 968808 968809' },
      { type: 'debit', length: 17, prefixes: '622459' },
      { type: 'credit', length: 15, prefixes: '376966 376968 376969' },
      { type: 'credit', length: 16, prefixes: '356390 356391 356392 400360 403391 403392 403393 404157 404158 404159 404171 404172 404173 404174 ' +
          '433666 433667 433668 433669 514906 518212 520108 556617 558916 622678 622679 622680 622688 622689 ' +
          '622916 622918 622919 628206 628208 628209' },
    ],
  },
  {
    code: 'HXBANK',
    name: { zh: '华夏银行', en: 'Hua Xia Bank' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 16, prefixes: '621222 622630 622631 622632 622633 623020 623021 623022 623023 999999' },
      { type: 'credit', length: 16, prefixes: '523959 528708 528709 539867 539868 622636 622637 622638 625967 625968 625969 628318' },
    ],
  },
  {
    code: 'SPABANK',
    name: { zh: '平安银行', en: 'Ping An Bank' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 19, prefixes: '621626 623058' },
      { type: 'debit', length: 16, prefixes: '412962 412963 415752 415753 602907 622298 622535 622536 622538 622539 622983 622986 622989 627066 ' +
          '627067 627068 627069 998800' },
      { type: 'credit', length: 16, prefixes: '356868 356869 435744 435745 483536 526855 528020 531659 622155 622156 622157 622525 622526 625360 ' +
          '625361 628296 998801 998802' },
      { type: 'prepaid', length: 16, prefixes: '620010' },
    ],
  },
  {
    code: 'CIB',
    name: { zh: '兴业银行', en: 'Industrial Bank' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 18, prefixes: '438588 438589 622908 622909 966666' },
      { type: 'debit', length: 16, prefixes: '90592' },
      { type: 'credit', length: 16, prefixes: '451289 451290 461982 486493 486494 486861 523036 524070 527414 528057 548738 549633 552398 622901 ' +
          '622902 622922 625082 625083 625084 625085 625086 625087 625960 625961 625962 625963 628212' },
      { type: 'prepaid', length: 16, prefixes: '620010' },
    ],
  },
  {
    code: 'SPDB',
    name: { zh: '上海浦东发展银行', en: 'Shanghai Pudong Development Bank' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 16, prefixes: '621351 621352 621390 621791 621792 621793 621795 621796 622516 622517 622518 622521 622522 622523 ' +
          '84301 84336 84342 84361 84373 84380 84385 84390 87000 87010 87030 87040 87050 984301 ' +
          '984303' },
      { type: 'credit', length: 16, prefixes: '356850 356851 356852 404738 404739 456418 498451 515672 517650 525998 622176 622177 622228 622276 ' +
          '622277 622500 622519 622520 625831 625957 625958 625993 628221 628222' },
      { type: 'prepaid', length: 19, prefixes: '620530' },
    ],
  },
  {
    code: 'GDB',
    name: { zh: '广发银行', en: 'China Guangfa Bank' },
    ruralCreditUnion: false,
    bins: [
      { type: 'debit', length: 16, prefixes: '621351 621352 621390 621791 621792 621793 621795 621796 622516 622517 622518 622521 622522 622523 ' +
          '984301 984303' },
      { type: 'debit', length: 19, prefixes: '621462 622568 9111' },
      { type: 'debit', length: 20, prefixes: '6858001 6858009' },
      { type: 'credit', length: 16, prefixes: '406365 406366 428911 436768 436769 436770 436771 487013 491032 491033 491034 491035 491036 491037 ' +
          '491038 493427 518364 520152 520382 528931 541709 541710 548844 552794 558894 622555 622556 622557 ' +
          '622558 622559 622560 625071 625072 625805 625806 625807 625808 625809 625810 628259 628260' },
      { type: 'credit', length: 19, prefixes: '685800' },
      { type: 'credit', length: 20, prefixes: '6858000' },
    ],
  },
  {
    code: 'GDRCC',
    name: { zh: '广东省农村信用社联合社', en: 'Guangdong Rural Credit Union' },
    ruralCreditUnion: true,
    bins: [
      { type: 'debit', length: 16, prefixes: '622302' },
      { type: 'debit', length: 19, prefixes: '621018 621518 622362 622477 622509 622510' },
    ],
  },
  {
    code: 'FJNX',
    name: { zh: '福建省农村信用社联合社', en: 'Fujian Rural Credit Union' },
    ruralCreditUnion: true,
    bins: [
      { type: 'debit', length: 19, prefixes: '621251 621589 621701 622127 622184 623036' },
      { type: 'credit', length: 16, prefixes: '622290 622802 628232' },
    ],
  },
  {
    code: 'JSRCU',
    name: { zh: '江苏省农村信用社联合社', en: 'Jiangsu Rural Credit Union' },
    ruralCreditUnion: true,
    bins: [
      { type: 'debit', length: 19, prefixes: '621578 622324 622452 623066' },
      { type: 'credit', length: 16, prefixes: '622815 622816 628226' },
    ],
  },
  {
    code: 'HNRCC',
    name: { zh: '湖南省农村信用社联合社', en: 'Hunan Rural Credit Union' },
    ruralCreditUnion: true,
    bins: [
      { type: 'credit', length: 16, prefixes: '622906 625506 625519 628386' },
      { type: 'debit', length: 19, prefixes: '621519 621539 622169 623090' },
    ],
  },
  {
    code: 'JXNCX',
    name: { zh: '江西省农村信用社联合社', en: 'Jiangxi Rural Credit Union' },
    ruralCreditUnion: true,
    bins: [
      { type: 'debit', length: 16, prefixes: '621592' },
      { type: 'credit', length: 16, prefixes: '628392' },
    ],
  },
  {
    code: 'LPRDNCXYS',
    name: { zh: '临汾市尧都区农村信用合作联社', en: 'Linfen Yaodu Rural Credit Cooperative' },
    ruralCreditUnion: true,
    bins: [
      { type: 'credit', length: 16, prefixes: '625158 628382' },
    ],
  },
  {
    code: 'YNRCC',
    name: { zh: '云南省农村信用社', en: 'Yunnan Rural Credit Union' },
    ruralCreditUnion: true,
    bins: [
      { type: 'credit', length: 16, prefixes: '622469 628307' },
    ],
  },
];
