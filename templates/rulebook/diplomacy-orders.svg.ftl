<#-- Units and orders of a Diplomacy rulebook example, drawn over an excerpt of the board
     (board units). Model: generator diplomacy ExampleMaps (failed moves pale and barred, dislodged units crossed). -->
<g class="orders">
  <rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}" fill="none" stroke="#2b2418" stroke-width="2"/>
  <g class="lines" fill="none" stroke-linecap="round">
    <#list lines as l>
    <#switch l.kind>
      <#case "move">
      <path d="${l.d}" stroke="#fff" stroke-width="6.5" stroke-opacity="0.8"/>
      <path d="${l.d}" stroke="#b3261e" stroke-width="3.6"/>
      <path d="${l.head}" fill="#b3261e" stroke="#fff" stroke-width="0.8"/>
      <#break>
      <#case "failed">
      <path d="${l.d}" stroke="#fff" stroke-width="6.5" stroke-opacity="0.8"/>
      <path d="${l.d}" stroke="#b3261e" stroke-width="3.6" stroke-opacity="0.45"/>
      <path d="${l.head}" fill="#b3261e" fill-opacity="0.45"/>
      <path d="${l.bar}" stroke="#1d1d1b" stroke-width="3"/>
      <#break>
      <#case "retreat">
      <path d="${l.d}" stroke="#d9822b" stroke-width="3.6"/>
      <path d="${l.head}" fill="#d9822b"/>
      <#break>
      <#case "support">
      <#case "support-hold">
      <path d="${l.d}" stroke="#fff" stroke-width="5" stroke-opacity="0.8"/>
      <path d="${l.d}" stroke="#1f5a8c" stroke-width="2.6" stroke-dasharray="7 4"/>
      <circle cx="${l.x2}" cy="${l.y2}" r="3.2" fill="#1f5a8c"/>
      <#break>
      <#case "convoy">
      <path d="${l.d}" stroke="#fff" stroke-width="5" stroke-opacity="0.8"/>
      <path d="${l.d}" stroke="#2c7a4b" stroke-width="2.8" stroke-dasharray="1 5"/>
      <circle cx="${l.x2}" cy="${l.y2}" r="3.2" fill="#2c7a4b"/>
      <#break>
      <#case "hold">
      <circle cx="${l.x}" cy="${l.y}" r="12" stroke="#1d1d1b" stroke-width="2.4"/>
      <#break>
      <#case "build">
      <circle cx="${l.x}" cy="${l.y}" r="12.5" stroke="#2c7a4b" stroke-width="2.4" stroke-dasharray="4 2.5"/>
      <#break>
    </#switch>
    </#list>
  </g>
  <#list units as u>
  <#if u.type == "F">
  <path d="M${u.x - 9},${u.y - 4}L${u.x + 9},${u.y - 4}L${u.x + 6},${u.y + 6}L${u.x - 6},${u.y + 6}Z" fill="${u.fill}" stroke="#1d1d1b" stroke-width="1.2"/>
  <#else>
  <rect x="${u.x - 8}" y="${u.y - 6.5}" width="16" height="13" rx="2.5" fill="${u.fill}" stroke="#1d1d1b" stroke-width="1.2"/>
  </#if>
  <text x="${u.x}" y="${u.y + 3.6}" font-size="9.5" font-weight="bold" text-anchor="middle" fill="${u.ink}">${u.type}</text>
  <#if u.dislodged>
  <path d="M${u.x - 10},${u.y - 8}L${u.x + 10},${u.y + 8}M${u.x + 10},${u.y - 8}L${u.x - 10},${u.y + 8}" stroke="#b3261e" stroke-width="2.6" stroke-linecap="round"/>
  </#if>
  </#list>
</g>
