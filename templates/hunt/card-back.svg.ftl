<#-- A deck's back: the side's colour into the bleed, a frame, the game's name and the deck.
     Identical on every card of the deck, so it is stored once in the PDF. -->
<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * bleed}mm" height="${height + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${width + 2 * bleed} ${height + 2 * bleed}" font-family="Noto Sans">
  <rect x="${-bleed}" y="${-bleed}" width="${width + 2 * bleed}" height="${height + 2 * bleed}" fill="${colour}"/>
  <rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="2.5" fill="none" stroke="#f7f2e6" stroke-width="0.5"/>
  <rect x="5.2" y="5.2" width="${width - 10.4}" height="${height - 10.4}" rx="2" fill="none" stroke="#f7f2e6" stroke-width="0.2"/>
  <#-- a compass rose: the hunt is a matter of bearings -->
  <g transform="translate(${width / 2} ${height / 2 - 4})" fill="#f7f2e6">
    <circle r="15" fill="none" stroke="#f7f2e6" stroke-width="0.4"/>
    <circle r="12.5" fill="none" stroke="#f7f2e6" stroke-width="0.2"/>
    <path d="M0,-17 L2.4,-2.4 L0,0 L-2.4,-2.4 Z M0,17 L2.4,2.4 L0,0 L-2.4,2.4 Z M-17,0 L-2.4,2.4 L0,0 L-2.4,-2.4 Z M17,0 L2.4,2.4 L0,0 L2.4,-2.4 Z"/>
    <path d="M0,-10 L1.2,-1.2 L0,0 Z M0,10 L-1.2,1.2 L0,0 Z M-10,0 L-1.2,-1.2 L0,0 Z M10,0 L1.2,1.2 L0,0 Z" fill-opacity="0.6" transform="rotate(45)"/>
  </g>
  <text x="${width / 2}" y="${height - 22}" font-size="6" font-weight="bold" fill="#f7f2e6" text-anchor="middle">${title}</text>
  <text x="${width / 2}" y="${height - 15.5}" font-size="3" fill="#f7f2e6" text-anchor="middle">${deck}</text>
</svg>
