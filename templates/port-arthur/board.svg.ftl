<#-- The Port Arthur board, Adjutant's own drawing (see generator BoardView and BoardLayout):
     six sea areas with their dominance values, ports with anchorage and shipyard boxes,
     landing boxes, the Manchuria track on the land, and the DP and turn tracks in the band
     at the foot. Millimetres; (0,0) is the trimmed corner. -->
<#import "parts.ftl" as p>
<#assign sea = "#a8cce8">
<#assign keySea = "#8dbbe2">
<#assign landFill = "#efe5c8">
<#assign coast = "#4f7396">
<#assign ink = "#1d1d1b">
<#assign seaInk = "#17406a">
<#macro boxTitle x y w text size=2.9 bold=true fill=ink>
  <text x="${x + w / 2}" y="${y}" font-size="${size}"<#if bold> font-weight="bold"</#if> fill="${fill}" text-anchor="middle">${text}</text>
</#macro>
<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * bleed}mm" height="${height + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${width + 2 * bleed} ${height + 2 * bleed}" font-family="Noto Sans">
  <rect x="${-bleed}" y="${-bleed}" width="${width + 2 * bleed}" height="${height + 2 * bleed}" fill="${sea}"/>
  <#-- Sea areas, the key areas a shade deeper. -->
  <#list areas as a>
  <path d="${a.path}" fill="${a.key?then(keySea, sea)}"/>
  </#list>
  <#-- Faint wave lines for texture. -->
  <g stroke="#ffffff" stroke-opacity="0.25" stroke-width="0.3" fill="none">
    <#list 0..((panel + bleed) / 9)?floor as i>
    <path d="M${-bleed},${i * 9 + 4} q6,-1.6 12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0 t12,0"/>
    </#list>
  </g>
  <#-- Borders of adjacent areas: white dots. -->
  <g fill="none" stroke="#ffffff" stroke-width="1.3" stroke-linecap="round" stroke-dasharray="0.01 2.6">
    <#list borders as b><path d="${b}"/></#list>
  </g>
  <#-- Land. -->
  <g fill="${landFill}" stroke="${coast}" stroke-width="0.7" stroke-linejoin="round">
    <path d="${mainland}"/>
    <path d="${japan}"/>
  </g>
  <#-- Countries, for orientation. -->
  <g font-size="5" font-weight="bold" fill="#b8a77a" text-anchor="middle" letter-spacing="1.2">
    <text x="188" y="112" transform="rotate(-72 188 112)">${t["kit.board.korea"]}</text>
    <text x="20" y="150" transform="rotate(-80 20 150)">${t["kit.board.china"]}</text>
  </g>
  <#-- Sea area names and values. -->
  <g text-anchor="middle">
    <#list areas as a>
    <text x="${a.x}" y="${a.y}" font-size="5.4" font-weight="bold" fill="${seaInk}">${a.name}</text>
    <#if a.key>
    <rect x="${a.x - 14}" y="${a.y + 2}" width="28" height="5.2" rx="2.6" fill="#f6d76b" stroke="${seaInk}" stroke-width="0.3"/>
    <text x="${a.x}" y="${a.y + 5.8}" font-size="3" font-weight="bold" fill="${seaInk}">${a.value}</text>
    <#else>
    <text x="${a.x}" y="${a.y + 5.8}" font-size="3.3" fill="${seaInk}">${a.value}</text>
    </#if>
    </#list>
  </g>
  <#-- Ports: the port on its coast, the anchorage and the shipyard boxes. -->
  <#list ports as port>
  <#assign an = port.anchorage>
  <#if port.dot?has_content>
  <line x1="${an.x + an.w / 2}" y1="${an.y + an.h / 2}" x2="${port.dot.x}" y2="${port.dot.y}" stroke="${port.colour}" stroke-width="0.5" stroke-dasharray="1.5 1"/>
  </#if>
  <rect x="${an.x}" y="${an.y}" width="${an.w}" height="${an.h}" rx="1.5" fill="#ffffff" stroke="${port.colour}" stroke-width="0.7"/>
  <@boxTitle x=an.x y=an.y + 3.6 w=an.w text=port.anchorageTitle fill=port.colour/>
  <#if port.id != "japan"><@boxTitle x=an.x y=an.y + 6.6 w=an.w text=t["board.anchorage"] size=2.4 bold=false/></#if>
  <g transform="translate(${an.x + an.w - 4.2} ${an.y + an.h - 4.2}) scale(0.34)"><@p.anchor colour=port.colour/></g>
  <#if port.note?has_content>
  <text x="${an.x + 2}" y="${an.y + an.h - 2}" font-size="2.2" fill="${ink}">${port.note}</text>
  </#if>
  <#if port.shipyard?has_content>
  <#assign sy = port.shipyard>
  <rect x="${sy.x}" y="${sy.y}" width="${sy.w}" height="${sy.h}" rx="1.5" fill="#e3e3df" fill-opacity="0.95" stroke="${port.colour}" stroke-width="0.7"/>
  <@boxTitle x=sy.x y=sy.y + 3.6 w=sy.w text=t["board.shipyard"] fill=port.colour/>
  <#if port.id != "japan"><@boxTitle x=sy.x y=sy.y + 6.6 w=sy.w text=port.name size=2.4 bold=false/></#if>
  <#-- a crane -->
  <path d="M${sy.x + sy.w - 7},${sy.y + sy.h - 1.5} v-6 h4.5 M${sy.x + sy.w - 7},${sy.y + sy.h - 6.5} l1.2,-1.2 M${sy.x + sy.w - 2.5},${sy.y + sy.h - 7.5} v2.2"
        fill="none" stroke="${port.colour}" stroke-width="0.5"/>
  </#if>
  <#if port.dot?has_content>
  <circle cx="${port.dot.x}" cy="${port.dot.y}" r="1.8" fill="${port.colour}" stroke="#ffffff" stroke-width="0.5"/>
  <#if port.id != "japan">
  <text x="${port.label.x}" y="${port.label.y}" font-size="3.4" font-weight="bold" fill="${ink}">${port.name}</text>
  <#else>
  <#-- Japan's name runs along the islands. -->
  <text x="${port.label.x}" y="${port.label.y}" transform="rotate(-57 ${port.label.x} ${port.label.y})" font-size="6" font-weight="bold" fill="${port.colour}" text-anchor="middle">${port.name}</text>
  </#if>
  </#if>
  </#list>
  <#-- Landing boxes: one army each. -->
  <#list landings as l>
  <rect x="${l.x}" y="${l.y}" width="${l.w}" height="${l.h}" rx="1.5" fill="#ffffff" fill-opacity="0.85" stroke="#b3261e" stroke-width="0.6" stroke-dasharray="2 1"/>
  <@boxTitle x=l.x y=l.y + 3.8 w=l.w text=t["board.landing_box"] fill="#b3261e" size=2.8/>
  <g transform="translate(${l.x + l.w / 2 - 3} ${l.y + 6}) scale(1.5)"><@p.soldier fill="#b3261e"/></g>
  </#list>
  <#-- Manchuria track. -->
  <#assign mt = manchuria>
  <text x="${mt.x}" y="${mt.y + 5}" font-size="4.4" font-weight="bold" fill="${ink}">${t["track.manchuria.title"]}</text>
  <g stroke="#7a2f12" stroke-width="0.6" fill="none">
    <#list mt.arrows as a>
    <path d="M${a.x1},${a.y1} C${(a.x1 + a.x2) / 2},${a.y1} ${(a.x1 + a.x2) / 2},${a.y2} ${a.x2},${a.y2}"/>
    <path d="M${a.x2 - 1.6},${a.y2 - 1} L${a.x2},${a.y2} L${a.x2 - 1.6},${a.y2 + 1}"/>
    </#list>
  </g>
  <#list mt.spaces as s>
  <rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="1.2" fill="#fffaf0" stroke="#7a2f12" stroke-width="${s.first?then(1, 0.5)}"/>
  <#-- the name in a band at the top; an army counter stands below it -->
  <text x="${s.x + s.w / 2}" y="${s.y + 3.7}" font-size="3.2" font-weight="bold" fill="${ink}" text-anchor="middle">${s.name}</text>
  <path d="M${s.x + 1},${s.y + mt.band} H${s.x + s.w - 1}" stroke="#7a2f12" stroke-width="0.2" stroke-dasharray="0.8 0.6"/>
  <#if s.mark?has_content>
  <circle cx="${s.x + s.w - 0.4}" cy="${s.y + 0.4}" r="2" fill="#7a2f12"/>
  <text x="${s.x + s.w - 0.4}" y="${s.y + 1.45}" font-size="2.8" font-weight="bold" fill="#ffffff" text-anchor="middle">${s.mark}</text>
  </#if>
  </#list>
  <#list mt.legend as line>
  <text x="${mt.x}" y="${mt.legendTop + line?index * 3.6}" font-size="2.6" fill="${ink}">${line}</text>
  </#list>
  <text x="${mt.x}" y="${mt.legendTop + mt.legend?size * 3.6}" font-size="2.6" font-style="italic" fill="${ink}">${t["track.manchuria.rule"]}</text>
  <#-- The band at the foot: title, DP track, key-area scale, turn track. -->
  <rect x="${-bleed}" y="${panel}" width="${width + 2 * bleed}" height="${height - panel + bleed}" fill="#f4ecd6"/>
  <line x1="${-bleed}" y1="${panel}" x2="${width + bleed}" y2="${panel}" stroke="${coast}" stroke-width="0.8"/>
  <text x="8" y="${panel + 7}" font-size="5" font-weight="bold" fill="${ink}">${t["board.title"]}</text>
  <text x="${width - 8}" y="${panel + 7}" font-size="3" fill="${ink}" text-anchor="end">${t["board.adjacency_note"]}</text>
  <#assign ty = panel + 16>
  <text x="${dp.x}" y="${ty - 2}" font-size="3.4" font-weight="bold" fill="${ink}">${t["track.dp.title"]}</text>
  <#list dp.spaces as s>
  <rect x="${s.x}" y="${ty}" width="18" height="18" rx="1.2" fill="${s.fill}" stroke="${ink}" stroke-width="${s.centre?then(0.9, 0.4)}"/>
  <text x="${s.x + 9}" y="${ty + 11.8}" font-size="8" font-weight="bold" fill="${s.ink}" text-anchor="middle">${s.label}</text>
  <#if s.centre><text x="${s.x + 9}" y="${ty + 16.4}" font-size="2.4" fill="${ink}" text-anchor="middle">${t["track.dp.draw"]}</text></#if>
  </#list>
  <path d="M${dp.x},${ty + 22} l3,-1.8 v3.6 Z" fill="#23508e"/>
  <text x="${dp.x + 4}" y="${ty + 23}" font-size="3" font-weight="bold" fill="#23508e">${dp.left}</text>
  <path d="M${dp.right},${ty + 22} l-3,-1.8 v3.6 Z" fill="#b3261e"/>
  <text x="${dp.right - 4}" y="${ty + 23}" font-size="3" font-weight="bold" fill="#b3261e" text-anchor="end">${dp.rightText}</text>
  <text x="${(dp.x + dp.right) / 2}" y="${ty + 23}" font-size="2.6" fill="${ink}" text-anchor="middle">${t["track.dp.limit"]}</text>
  <#-- key-area scale -->
  <#assign kx = dp.right + 9>
  <text x="${kx}" y="${ty - 2}" font-size="3.4" font-weight="bold" fill="${ink}">${t["kit.board.key_bonus"]}</text>
  <#list keyBonus as k>
  <rect x="${kx + k?index * 19}" y="${ty}" width="18" height="18" rx="1.2" fill="${keySea}" stroke="${seaInk}" stroke-width="0.4"/>
  <#list 1..k.held as i><rect x="${kx + k?index * 19 + 2 + (i - 1) * 4.6}" y="${ty + 2}" width="3.6" height="3.6" rx="0.6" fill="#f6d76b" stroke="${seaInk}" stroke-width="0.25"/></#list>
  <text x="${kx + k?index * 19 + 9}" y="${ty + 14.5}" font-size="6.5" font-weight="bold" fill="${seaInk}" text-anchor="middle">${k.dp}</text>
  </#list>
  <text x="${kx}" y="${ty + 23}" font-size="2.6" fill="${ink}">${t["kit.board.key_bonus_note"]}</text>
  <#-- turn track -->
  <text x="${turns.x}" y="${ty - 2}" font-size="3.4" font-weight="bold" fill="${ink}">${t["track.turn.title"]}</text>
  <#list turns.spaces as s>
  <rect x="${s.x}" y="${ty}" width="18" height="18" rx="1.2" fill="#fffaf0" stroke="${ink}" stroke-width="0.4"/>
  <text x="${s.x + 9}" y="${ty + 11.8}" font-size="8" font-weight="bold" fill="${ink}" text-anchor="middle">${s.n}</text>
  <#if s.baltic><g transform="translate(${s.x + 1.2} ${ty + 13.2}) scale(0.6)" fill="${turns.russia}"><@p.ship type="battleship"/></g></#if>
  <#if s.initiative><circle cx="${s.x + 15}" cy="${ty + 3}" r="2" fill="${turns.russia}"/><g transform="translate(${s.x + 15} ${ty + 3}) scale(0.22)"><@p.anchor colour="#ffffff"/></g></#if>
  </#list>
  <g transform="translate(${turns.x} ${ty + 20.6}) scale(0.6)" fill="${turns.russia}"><@p.ship type="battleship"/></g>
  <text x="${turns.x + 8.5}" y="${ty + 23.4}" font-size="2.6" fill="${ink}">${t["track.turn.baltic"]}</text>
  <circle cx="${turns.x + 1.8}" cy="${ty + 26.8}" r="1.8" fill="${turns.russia}"/>
  <g transform="translate(${turns.x + 1.8} ${ty + 26.8}) scale(0.2)"><@p.anchor colour="#ffffff"/></g>
  <text x="${turns.x + 8.5}" y="${ty + 27.8}" font-size="2.6" fill="${ink}">${t["track.turn.initiative"]}</text>
</svg>
