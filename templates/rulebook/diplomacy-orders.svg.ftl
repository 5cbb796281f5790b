<#-- Units and orders of a Diplomacy rulebook example, drawn over an excerpt of the board
     (board units). Model: generator diplomacy ExampleMaps (failed moves pale and barred, cut supports
     pale with a zigzag, dislodged units crossed). Each order's group names its kind and provinces
     (data-from, data-to, data-via: the convoy's seas; data-move: the move a support or convoy is for) and each unit its province, for the tests. -->
<g class="orders">
  <rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}" fill="none" stroke="#2b2418" stroke-width="2"/>
  <#list centres as c>
  <path class="centre" data-province="${c.province}" data-owner="${c.owner}" transform="translate(${c.x} ${c.y}) scale(4.6)" fill="${c.fill}" stroke="#2b2418" stroke-width="0.2"
        d="M0,-1L0.2245,-0.309L0.9511,-0.309L0.3633,0.118L0.5878,0.809L0,0.382L-0.5878,0.809L-0.3633,0.118L-0.9511,-0.309L-0.2245,-0.309Z"/>
  </#list>
  <g class="lines" fill="none" stroke-linecap="round">
    <#list lines as l>
    <#switch l.kind>
      <#case "move">
      <g class="move" data-from="${l.from}" data-to="${l.to}" data-via="${l.via}">
      <path d="${l.d}" stroke="#fff" stroke-width="6.5" stroke-opacity="0.8"/>
      <path d="${l.d}" stroke="#b3261e" stroke-width="3.6"/>
      <path d="${l.head}" fill="#b3261e" stroke="#fff" stroke-width="0.8"/>
      </g>
      <#break>
      <#case "failed">
      <g class="move failed" data-from="${l.from}" data-to="${l.to}" data-via="${l.via}">
      <path d="${l.d}" stroke="#fff" stroke-width="6.5" stroke-opacity="0.8"/>
      <path d="${l.d}" stroke="#b3261e" stroke-width="3.6" stroke-opacity="0.45"/>
      <path d="${l.head}" fill="#b3261e" fill-opacity="0.45"/>
      <path d="${l.bar}" stroke="#1d1d1b" stroke-width="3"/>
      </g>
      <#break>
      <#case "retreat">
      <g class="retreat" data-from="${l.from}" data-to="${l.to}" data-via="">
      <path d="${l.d}" stroke="#d9822b" stroke-width="3.6"/>
      <path d="${l.head}" fill="#d9822b"/>
      </g>
      <#break>
      <#case "support">
      <#case "support-hold">
      <g class="${l.kind}<#if l.state?has_content> ${l.state}</#if>" data-from="${l.from}"<#if l.move??> data-move="${l.move}"</#if>>
      <path d="${l.d}" stroke="#fff" stroke-width="5" stroke-opacity="0.8"/>
      <#if l.state == "cut">
      <path d="${l.d}" stroke="#1f5a8c" stroke-width="2.6" stroke-dasharray="7 4" stroke-opacity="0.45"/>
      <circle cx="${l.x2}" cy="${l.y2}" r="3.2" fill="#fff" stroke="#1f5a8c" stroke-width="1.2"/>
      <path d="${l.cut}" stroke="#fff" stroke-width="4.6" stroke-linejoin="round"/>
      <path d="${l.cut}" stroke="#1f5a8c" stroke-width="2.2" stroke-linejoin="round"/>
      <#else>
      <path d="${l.d}" stroke="#1f5a8c" stroke-width="2.6" stroke-dasharray="7 4"/>
      <circle cx="${l.x2}" cy="${l.y2}" r="3.2" fill="#1f5a8c"/>
      </#if>
      </g>
      <#break>
      <#case "convoy">
      <g class="convoy" data-from="${l.from}"<#if l.move??> data-move="${l.move}"</#if>>
      <path d="${l.d}" stroke="#fff" stroke-width="5" stroke-opacity="0.8"/>
      <path d="${l.d}" stroke="#2c7a4b" stroke-width="2.8" stroke-dasharray="1 5"/>
      <circle cx="${l.x2}" cy="${l.y2}" r="3.2" fill="#2c7a4b"/>
      </g>
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
  <#list marks as s>
  <g class="standoff" data-province="${s.province}">
    <path transform="translate(${s.x} ${s.y})<#if s.scale != 1> scale(${s.scale})</#if>" d="M0,-9L2.5,-3.5L8.5,-5L4.5,0L8.5,5L2.5,3.5L0,9L-2.5,3.5L-8.5,5L-4.5,0L-8.5,-5L-2.5,-3.5Z" fill="#f2c94c" stroke="#1d1d1b" stroke-width="1.2"/>
  </g>
  </#list>
  <#list units as u>
  <g class="unit<#if u.dislodged> dislodged</#if>" data-at="${u.at}" data-power="${u.power}">
  <#if u.type == "F">
  <path d="M${u.x - 9},${u.y - 4}L${u.x + 9},${u.y - 4}L${u.x + 6},${u.y + 6}L${u.x - 6},${u.y + 6}Z" fill="${u.fill}" stroke="#1d1d1b" stroke-width="1.2"/>
  <#else>
  <rect x="${u.x - 8}" y="${u.y - 6.5}" width="16" height="13" rx="2.5" fill="${u.fill}" stroke="#1d1d1b" stroke-width="1.2"/>
  </#if>
  <text x="${u.x}" y="${u.y + 3.6}" font-size="9.5" font-weight="bold" text-anchor="middle" fill="${u.ink}">${u.type}</text>
  <#if u.dislodged>
  <path d="M${u.x - 10},${u.y - 8}L${u.x + 10},${u.y + 8}M${u.x + 10},${u.y - 8}L${u.x - 10},${u.y + 8}" stroke="#b3261e" stroke-width="2.6" stroke-linecap="round"/>
  </#if>
  </g>
  </#list>
</g>
