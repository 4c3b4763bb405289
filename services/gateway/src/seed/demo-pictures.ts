import sharp from 'sharp';

/** Side of every demo picture: variants at 100 to 1000 plus the full 1200 (spec §9 widths). */
const SIDE = 1200;

/**
 * Simple product pictures drawn at seed time (an SVG scene per product, on a soft backdrop), so a
 * fresh demo store shows real images without shipping photographs in the repository.
 */
const SCENES = {
  'linen-shirt': {
    backdrop: ['#dfe9f3', '#b7cde3'],
    art: `<path d="M430 300 L520 250 Q600 300 680 250 L770 300 L900 420 L820 500 L760 450 L760 900 L440 900 L440 450 L380 500 L300 420 Z" fill="#f7f4ee" stroke="#c9c1b3" stroke-width="8"/>
          <path d="M560 262 L600 340 L640 262" fill="none" stroke="#c9c1b3" stroke-width="8"/>
          <g fill="#b5aa97">${[400, 480, 560, 640, 720, 800].map((y) => `<circle cx="600" cy="${y}" r="9"/>`).join('')}</g>`,
  },
  'canvas-tote': {
    backdrop: ['#f4ecdc', '#e2d2b4'],
    art: `<path d="M470 470 Q470 260 600 260 Q730 260 730 470" fill="none" stroke="#8a6d46" stroke-width="26"/>
          <path d="M370 460 L830 460 L880 940 L320 940 Z" fill="#efe3c8" stroke="#bda77e" stroke-width="8"/>
          <rect x="520" y="600" width="160" height="120" rx="10" fill="#d9c59c"/>`,
  },
  'ceramic-mug': {
    backdrop: ['#e8e6e1', '#c7c3ba'],
    art: `<path d="M800 520 Q930 520 930 640 Q930 760 800 760" fill="none" stroke="#5f6b73" stroke-width="44"/>
          <path d="M380 420 L820 420 L800 900 Q600 960 400 900 Z" fill="#6f7d86"/>
          <ellipse cx="600" cy="420" rx="220" ry="50" fill="#55616a"/>
          <ellipse cx="600" cy="420" rx="190" ry="36" fill="#3d4449"/>`,
  },
  'vintage-lamp': {
    backdrop: ['#2f3a40', '#1c2226'],
    art: `<ellipse cx="600" cy="940" rx="210" ry="40" fill="#b8913a"/>
          <path d="M590 920 L640 560 L800 420" fill="none" stroke="#c9a24b" stroke-width="26" stroke-linecap="round"/>
          <path d="M700 300 L960 430 L880 560 L640 420 Z" fill="#d8b45c"/>
          <circle cx="820" cy="520" r="60" fill="#fff3c4" opacity="0.8"/>`,
  },
  'field-guide': {
    backdrop: ['#d6ebe6', '#9fc9bf'],
    art: `<rect x="360" y="240" width="480" height="720" rx="18" fill="#2f6f73"/>
          <path d="M360 700 Q480 640 600 700 T840 700 L840 960 L360 960 Z" fill="#3f8f86"/>
          <circle cx="720" cy="400" r="70" fill="#f2d27c"/>
          <rect x="420" y="300" width="200" height="24" rx="12" fill="#e8f1ee"/>`,
  },
  'design-consultation': {
    backdrop: ['#fbf7ef', '#eadfcb'],
    art: `<rect x="300" y="300" width="600" height="600" rx="12" fill="#ffffff" stroke="#d8cdb8" stroke-width="8"/>
          <circle cx="520" cy="560" r="140" fill="none" stroke="#e07a5f" stroke-width="16"/>
          <rect x="600" y="520" width="200" height="200" fill="none" stroke="#3d405b" stroke-width="16"/>
          <path d="M360 980 L840 260" stroke="#f2cc8f" stroke-width="34" stroke-linecap="round"/>`,
  },
  'gift-card': {
    backdrop: ['#fde2e4', '#f4b6bd'],
    art: `<rect x="260" y="380" width="680" height="440" rx="36" fill="#c8324b"/>
          <rect x="520" y="380" width="60" height="440" fill="#f7d36b"/>
          <rect x="260" y="570" width="680" height="60" fill="#f7d36b"/>
          <path d="M550 380 Q470 260 420 330 Q390 400 550 380 Q630 260 680 330 Q710 400 550 380" fill="#f7d36b"/>`,
  },
  'members-pass': {
    backdrop: ['#e4e1f5', '#b9b2e6'],
    art: `<rect x="300" y="420" width="600" height="360" rx="30" fill="#3b3486"/>
          <circle cx="300" cy="600" r="50" fill="#c6c0ec"/><circle cx="900" cy="600" r="50" fill="#c6c0ec"/>
          <path d="M600 480 L630 565 L720 565 L648 615 L675 700 L600 650 L525 700 L552 615 L480 565 L570 565 Z" fill="#f5d76e"/>`,
  },
  notebook: {
    backdrop: ['#eef0e6', '#cfd5bd'],
    art: `<rect x="380" y="240" width="460" height="720" rx="16" fill="#283d3b"/>
          <rect x="420" y="240" width="20" height="720" fill="#1b2a29"/>
          <g fill="#f0e6cf">${[0, 1, 2, 3, 4].flatMap((row) => [0, 1, 2].map((column) => `<circle cx="${560 + column * 80}" cy="${420 + row * 80}" r="8"/>`)).join('')}</g>`,
  },
  'iron-teapot': {
    backdrop: ['#e9e4da', '#c2b8a3'],
    art: `<path d="M420 520 Q600 380 780 520" fill="none" stroke="#2b2b2b" stroke-width="28"/>
          <ellipse cx="600" cy="700" rx="270" ry="220" fill="#33312e"/>
          <path d="M860 640 L1010 540 L980 600 L880 720 Z" fill="#33312e"/>
          <ellipse cx="600" cy="500" rx="110" ry="34" fill="#242220"/>
          <g fill="#4a4742">${[0, 1, 2, 3, 4, 5].map((index) => `<circle cx="${420 + index * 72}" cy="660" r="14"/>`).join('')}</g>`,
  },
  'matcha-set': {
    backdrop: ['#edf3e3', '#c5d9a7'],
    art: `<path d="M300 560 L900 560 Q880 880 600 900 Q320 880 300 560 Z" fill="#e9e1d0" stroke="#bfb39a" stroke-width="8"/>
          <ellipse cx="600" cy="560" rx="300" ry="60" fill="#7aa43c"/>
          <path d="M800 300 L860 520" stroke="#c7a76b" stroke-width="24"/>
          <path d="M820 500 Q860 600 900 500" fill="#d9bf86"/>`,
  },
  'wool-beanie': {
    backdrop: ['#eef1f4', '#cdd5dc'],
    art: `<path d="M380 760 Q380 360 600 360 Q820 360 820 760 Z" fill="#8c9aa6"/>
          <g stroke="#6d7b87" stroke-width="10">${[0, 1, 2, 3, 4, 5, 6].map((index) => `<line x1="${420 + index * 60}" y1="470" x2="${420 + index * 60}" y2="750"/>`).join('')}</g>
          <rect x="350" y="740" width="500" height="130" rx="30" fill="#6d7b87"/>
          <circle cx="600" cy="330" r="70" fill="#6d7b87"/>`,
  },
  'wool-beanie-red': {
    backdrop: ['#f6ecea', '#e2c6c2'],
    art: `<path d="M380 760 Q380 360 600 360 Q820 360 820 760 Z" fill="#b8323c"/>
          <g stroke="#8f2530" stroke-width="10">${[0, 1, 2, 3, 4, 5, 6].map((index) => `<line x1="${420 + index * 60}" y1="470" x2="${420 + index * 60}" y2="750"/>`).join('')}</g>
          <rect x="350" y="740" width="500" height="130" rx="30" fill="#8f2530"/>
          <circle cx="600" cy="330" r="70" fill="#8f2530"/>`,
  },
} as const;

export type DemoPicture = keyof typeof SCENES;

/** The picture as a 1200 x 1200 JPEG. */
export function drawDemoPicture(name: DemoPicture): Promise<Buffer> {
  const { backdrop, art } = SCENES[name];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 1200 1200">
    <defs><linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient></defs>
    <rect width="1200" height="1200" fill="url(#backdrop)"/>
    <ellipse cx="600" cy="1000" rx="420" ry="46" fill="#000" opacity="0.08"/>
    ${art}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
