<#-- A card front, poker size. Millimetres; (0,0) is the trimmed corner, the frame colour runs
     into the bleed. Every line of text was measured and placed by CardFaces. -->
<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * bleed}mm" height="${height + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${width + 2 * bleed} ${height + 2 * bleed}" font-family="Noto Sans">
  <rect x="${-bleed}" y="${-bleed}" width="${width + 2 * bleed}" height="${height + 2 * bleed}" fill="${colour}"/>
  <rect x="3" y="3" width="${width - 6}" height="${height - 6}" rx="2.2" fill="#f7f2e6"/>
  <#-- OP value -->
  <circle cx="10.5" cy="10.8" r="6.3" fill="${colour}"/>
  <circle cx="10.5" cy="10.8" r="5.6" fill="none" stroke="#f7f2e6" stroke-width="0.3"/>
  <text x="10.5" y="12.9" font-size="6.4" font-weight="bold" fill="#ffffff" text-anchor="middle">${op}</text>
  <text x="10.5" y="15.4" font-size="1.7" fill="#ffffff" text-anchor="middle">${opLabel}</text>
  <#-- Title -->
  <#list title.lines as l>
  <text x="${title.x}" y="${l.y}" font-size="${title.size}" font-weight="bold" fill="#1a1a1a">${l.text}</text>
  </#list>
  <#-- Event band: kind of event, reaction mark -->
  <rect x="4.5" y="18.6" width="${width - 9}" height="5.4" rx="1" fill="${eventColour}"/>
  <text x="6" y="22.35" font-size="2.5" font-weight="bold" fill="#ffffff">${eventLabel}</text>
  <#if reaction>
  <rect x="${width - 21.5}" y="19.3" width="16" height="4" rx="2" fill="#ffffff"/>
  <path d="M${width - 19.6},19.9 l-1.2,1.8 h1 l-0.8,1.7 l2.2,-2.3 h-1.1 l0.9,-1.2 z" fill="${eventColour}"/>
  <text x="${width - 12.6}" y="22.2" font-size="2.1" font-weight="bold" fill="${eventColour}" text-anchor="middle">${reactionLabel}</text>
  </#if>
  <#-- Deck: a flag for one deck only, none for an event in both decks -->
  <#if common>
  <text x="${width / 2}" y="28.2" font-size="2" fill="#555555" text-anchor="middle">${deckLabel}</text>
  <#else>
  <g transform="translate(${deckX} 25.5)">
    <path d="M0,0 v3.6" stroke="#333333" stroke-width="0.3"/>
    <path d="M0.15,0.1 h3.2 l-0.9,0.8 l0.9,0.8 h-3.2 z" fill="${colour}"/>
  </g>
  <text x="${deckX + 4.4}" y="28.2" font-size="2" fill="#333333">${deckLabel}</text>
  </#if>
  <line x1="6" y1="30" x2="${width - 6}" y2="30" stroke="${colour}" stroke-width="0.2" stroke-opacity="0.5"/>
  <#-- Rules text -->
  <#list text.lines as l>
  <text x="${text.x}" y="${l.y}" font-size="${text.size}" fill="#1a1a1a">${l.text}</text>
  </#list>
  <#if art>
  <g transform="translate(${width / 2 - 17} ${artY}) scale(2.1)" fill="${colour}" fill-opacity="0.12">
    <path d="M0.5,3.8 H15.5 L14.2,5.6 H2 Z M5.4,3.8 V1.6 H7.6 V0 H8.6 V1.6 H10.4 V3.8 Z M2.6,3.8 V2.9 H4.6 V3.8 Z M11.3,3.8 V2.9 H13.4 V3.8 Z"/>
  </g>
  </#if>
  <#-- Remove from the game -->
  <#if remove>
  <g transform="translate(6.8 69.2)">
    <circle r="1.6" fill="#a3312b"/>
    <path d="M-0.75,-0.75 L0.75,0.75 M0.75,-0.75 L-0.75,0.75" stroke="#ffffff" stroke-width="0.45"/>
  </g>
  <text x="9.2" y="69.9" font-size="2" font-weight="bold" fill="#a3312b">${removeLabel}</text>
  </#if>
  <#-- British intelligence bar -->
  <#if intelBar>
  <rect x="4.5" y="72" width="${width - 9}" height="10.5" rx="1" fill="#dde5ef" stroke="${colour}" stroke-width="0.25"/>
  <text x="6" y="74.4" font-size="1.7" font-weight="bold" fill="${colour}">${intelTitle}</text>
  <#if !plusOne && !hint>
  <text x="${width / 2}" y="79" font-size="2.2" fill="#555555" text-anchor="middle">${noIntel}</text>
  </#if>
  <#if plusOne>
  <g transform="translate(6 75.4)">
    <rect width="5.6" height="5.6" rx="0.8" fill="${colour}"/>
    <text x="2.8" y="4.1" font-size="3.2" font-weight="bold" fill="#ffffff" text-anchor="middle">+1</text>
    <#list plusOneLabel.lines as l>
    <text x="6.6" y="${l.y}" font-size="${plusOneLabel.size}" fill="#1a1a1a">${l.text}</text>
    </#list>
  </g>
  </#if>
  <#if hint>
  <g transform="translate(${width / 2 + 0.5} 75.4)">
    <circle cx="2.8" cy="2.8" r="2.8" fill="#f2c230" stroke="#8a6d10" stroke-width="0.25"/>
    <#list hintLabel.lines as l>
    <text x="6.6" y="${l.y}" font-size="${hintLabel.size}" fill="#1a1a1a">${l.text}</text>
    </#list>
  </g>
  </#if>
  <#else>
  <text x="${width / 2}" y="80.5" font-size="1.8" fill="#777777" text-anchor="middle">${footer}</text>
  </#if>
</svg>
