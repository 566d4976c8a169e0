/** The industry tree: ten top-level industries with their sub-categories, [English, Chinese]. */
type Pair = readonly [string, string];

export const INDUSTRY_DATA: ReadonlyArray<{ id: number; name: Pair; children: readonly Pair[] }> = [
  {
    id: 1,
    name: ['Information Technology', '信息技术'],
    children: [
      ['Software Development', '软件开发'],
      ['Artificial Intelligence', '人工智能'],
      ['Cloud Computing', '云计算'],
      ['Cybersecurity', '网络安全'],
      ['Big Data', '大数据'],
    ],
  },
  {
    id: 2,
    name: ['Advanced Manufacturing', '先进制造'],
    children: [
      ['Industrial Robots', '工业机器人'],
      ['Precision Machining', '精密加工'],
      ['Additive Manufacturing', '增材制造'],
      ['Industrial Internet', '工业互联网'],
    ],
  },
  {
    id: 3,
    name: ['Biomedicine', '生物医药'],
    children: [
      ['Innovative Drugs', '创新药物'],
      ['Medical Devices', '医疗器械'],
      ['Diagnostics', '诊断检测'],
      ['Gene Technology', '基因技术'],
    ],
  },
  {
    id: 4,
    name: ['New Energy', '新能源'],
    children: [
      ['Solar Power', '太阳能'],
      ['Wind Power', '风能'],
      ['Energy Storage', '储能'],
      ['Hydrogen Energy', '氢能'],
    ],
  },
  {
    id: 5,
    name: ['New Materials', '新材料'],
    children: [
      ['Advanced Polymers', '高分子材料'],
      ['Metal Materials', '金属材料'],
      ['Composite Materials', '复合材料'],
      ['Nanomaterials', '纳米材料'],
    ],
  },
  {
    id: 6,
    name: ['Energy Conservation and Environmental Protection', '节能环保'],
    children: [
      ['Water Treatment', '水处理'],
      ['Air Pollution Control', '大气污染治理'],
      ['Solid Waste Recycling', '固废资源化'],
    ],
  },
  {
    id: 7,
    name: ['Modern Agriculture', '现代农业'],
    children: [
      ['Seed Industry', '种业'],
      ['Smart Farming', '智慧农业'],
      ['Agricultural Machinery', '农业机械'],
      ['Food Processing', '食品加工'],
    ],
  },
  {
    id: 8,
    name: ['Electronics and Semiconductors', '电子与半导体'],
    children: [
      ['Integrated Circuits', '集成电路'],
      ['Sensors', '传感器'],
      ['Displays', '显示技术'],
      ['Communication Equipment', '通信设备'],
    ],
  },
  {
    id: 9,
    name: ['Transportation', '交通运输'],
    children: [
      ['New Energy Vehicles', '新能源汽车'],
      ['Intelligent Connected Vehicles', '智能网联汽车'],
      ['Rail Transit', '轨道交通'],
      ['Aerospace', '航空航天'],
      ['Shipbuilding', '船舶制造'],
    ],
  },
  {
    id: 10,
    name: ['Modern Services', '现代服务'],
    children: [
      ['Financial Technology', '金融科技'],
      ['Logistics', '现代物流'],
      ['Education Technology', '教育科技'],
      ['Cultural and Creative', '文化创意'],
      ['Healthcare Services', '健康服务'],
      ['Technical Consulting', '技术咨询'],
    ],
  },
];

/** Request categories of `GET /requ/v1/cate/list`: [English, Chinese]. */
export const REQUEST_CATEGORY_DATA: readonly Pair[] = [
  ['Technology Research', '技术研发'],
  ['Product Development', '产品开发'],
  ['Process Improvement', '工艺改进'],
  ['Testing and Certification', '检测认证'],
  ['Technology Transfer', '技术转让'],
  ['Technical Consulting', '技术咨询'],
  ['Equipment Upgrade', '设备升级'],
  ['Digital Transformation', '数字化转型'],
];
