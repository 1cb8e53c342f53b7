import type { Catalog } from '../catalog';

export const lv: Catalog = {
  'bot.restarting': 'Es restartējos. Mēģini vēlreiz pēc minūtes.',
  'language.name': 'Latviešu',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'settings.clockChoices':
    'Gājiena pulkstenis nevar būt {value} stundas. Iespējas ir {choices} stundas gājienam (0 = izslēgts).',
  'settings.optionChoices': 'Opcija {option} nevar būt “{value}”. Iespējas ir {choices}.',
  'host.passed': '{name} tagad ir saimnieks.',
  'storage.unreadable':
    'Šajā kanālā saglabāto spēli nevar nolasīt, tāpēc pagaidām šeit nevar spēlēt. Moderators to var nolikt malā ar `/carcassonne abandon` (tā tiek saglabāta, nevis dzēsta); pēc tam var sākt jaunu spēli.',
  'storage.setAside':
    '**{name}** nolika malā nenolasāmo saglabāto spēli (tā tiek glabāta bota uzturētājiem). Kanāls ir brīvs: sāciet jaunu spēli ar `/carcassonne new`.',
  'storage.setAsideModeratorOnly':
    'Šeit saglabāto spēli nevar nolasīt. Tikai moderators (kāds, kurš šeit var pārvaldīt ziņas) to var nolikt malā ar `/carcassonne abandon`.',
};
