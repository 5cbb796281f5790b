<#-- A token: a British force (face ● standard or ▲ historical), a German ship, a merchant ship,
     or a disc. Millimetres; (0,0) is the trimmed corner, the colour runs into the bleed.
     Text sizes were measured against the token by CounterFiles. No frames: a token cut a little off its
     crop marks shows no uneven border; a disc is cut along the edge of its colour. -->
<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * bleed}mm" height="${size + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${size + 2 * bleed} ${size + 2 * bleed}" font-family="Noto Sans">
  <#assign c = size / 2>
  <#if kind == "disc">
  <rect x="${-bleed}" y="${-bleed}" width="${size + 2 * bleed}" height="${size + 2 * bleed}" fill="#ffffff"/>
  <circle cx="${c}" cy="${c}" r="${c - 0.3}" fill="${colour}"/>
  <text x="${c}" y="${c + label.size * 0.35}" font-size="${label.size}" font-weight="bold" fill="${ink}" text-anchor="middle">${label.text}</text>
  <#else>
  <rect x="${-bleed}" y="${-bleed}" width="${size + 2 * bleed}" height="${size + 2 * bleed}" fill="${colour}"/>
  <#if kind == "force" && face == "historical">
  <#-- The back (historical face): everything 3 mm or more inside the cut, so that a back printed up to 2 mm off its
       front shows only its colour at the edges. The letter names the force; the ships below, set from the foot up. -->
  <path d="M3.3,6.1 L4.6,3.7 L5.9,6.1 Z" fill="#f7f2e6"/>
  <text x="6.8" y="6.1" font-size="3.4" font-weight="bold" fill="#ffffff">${letter}</text>
  <text x="${size - 3.2}" y="6.1" font-size="3.4" font-weight="bold" fill="#f2c230" text-anchor="end">${bonus}</text>
  <#list ships.lines as l>
  <text x="${c}" y="${16.5 - (ships.lines?size - 1 - l?index) * ships.leading}" font-size="${ships.size}" fill="#f7f2e6" text-anchor="middle">${l}</text>
  </#list>
  <#elseif kind == "force">
  <text x="${c}" y="3.9" font-size="${name.size}" font-weight="bold" fill="#f7f2e6" text-anchor="middle">${name.text}</text>
  <text x="${c}" y="9.9" font-size="6" font-weight="bold" fill="#ffffff" text-anchor="middle">${letter}</text>
  <circle cx="3.4" cy="8.1" r="1.3" fill="#f7f2e6"/>
  <text x="${size - 1.8}" y="9.3" font-size="3.4" font-weight="bold" fill="#f2c230" text-anchor="end">${bonus}</text>
  <#-- The ships, wrapped at 6 pt or more, set from the foot up. -->
  <#list ships.lines as l>
  <text x="${c}" y="${18.3 - (ships.lines?size - 1 - l?index) * ships.leading}" font-size="${ships.size}" fill="#f7f2e6" text-anchor="middle">${l}</text>
  </#list>
  <#elseif kind == "german">
  <#if over??>
  <text x="${c}" y="4.4" font-size="${over.size}" fill="#ffffff" text-anchor="middle">${over.text}</text>
  </#if>
  <#-- a warship's profile: hull, superstructure, turrets -->
  <path d="M2.5,11.8 H17.5 L16.2,13.6 H4 Z M7.4,11.8 V9.6 H9.6 V8 H10.6 V9.6 H12.4 V11.8 Z M4.6,11.8 V10.9 H6.6 V11.8 Z M13.3,11.8 V10.9 H15.4 V11.8 Z" fill="#ffffff"/>
  <text x="${c}" y="${over???then(8, 7.2)}" font-size="${name.size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${name.text}</text>
  <text x="${c}" y="17.4" font-size="${note.size}" fill="#ffffff" text-anchor="middle">${note.text}</text>
  <#else>
  <#-- a freighter: hull, bridge, funnel, masts -->
  <g transform="translate(3 1.3) scale(0.7)">
  <path d="M3.5,9.4 H16.5 L15.5,11.2 H4.6 Z M9,9.4 V7.6 H11.6 V9.4 Z M10,7.6 V6.4 H11 V7.6 Z" fill="#4a4236"/>
  <path d="M5.8,9.4 V5.6 M14.4,9.4 V5.6" stroke="#4a4236" stroke-width="0.35"/>
  </g>
  <text x="${c}" y="4.2" font-size="${name.size}" font-weight="bold" fill="#1a1a1a" text-anchor="middle">${name.text}</text>
  <#-- start, then "→ destination", set from the foot up, each wrapped at 6 pt or more -->
  <#list to.lines as l>
  <text x="${c}" y="${18.3 - (to.lines?size - 1 - l?index) * to.leading}" font-size="${to.size}" font-weight="bold" fill="#1d3a63" text-anchor="middle">${l}</text>
  </#list>
  <#assign fromFoot = 18.3 - to.lines?size * to.leading>
  <#list from.lines as l>
  <text x="${c}" y="${fromFoot - (from.lines?size - 1 - l?index) * from.leading}" font-size="${from.size}" fill="#1a1a1a" text-anchor="middle">${l}</text>
  </#list>
  </#if>
  </#if>
</svg>
