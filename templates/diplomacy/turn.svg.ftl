<#-- A position or an adjudicated turn over the whole board (board units). Model: generator
     diplomacy TurnMaps. Each mark has a class naming what it shows (the desk's tests find them):
     move (succeeded, solid), failed (dashed), support, support-hold, convoy, hold, standoff,
     retreat, failed-retreat, retreat-option, build, unit, dislodged, centre. -->
<g class="turn">
  <#list centres as c>
  <path class="centre" data-province="${c.province}" data-owner="${c.owner}" transform="translate(${c.x} ${c.y}) scale(4.6)" fill="${c.fill}" stroke="#2b2418" stroke-width="0.2"
        d="M0,-1L0.2245,-0.309L0.9511,-0.309L0.3633,0.118L0.5878,0.809L0,0.382L-0.5878,0.809L-0.3633,0.118L-0.9511,-0.309L-0.2245,-0.309Z"/>
  </#list>
  <g class="lines" fill="none" stroke-linecap="round">
    <#list lines as l>
    <#switch l.kind>
      <#case "move">
      <g class="move succeeded" data-from="${l.from}" data-to="${l.to}">
        <path d="${l.d}" stroke="#fff" stroke-width="6.5" stroke-opacity="0.8"/>
        <path d="${l.d}" stroke="#b3261e" stroke-width="3.6"/>
        <path d="${l.head}" fill="#b3261e" stroke="#fff" stroke-width="0.8"/>
      </g>
      <#break>
      <#case "failed">
      <#case "failed-retreat">
      <g class="${(l.kind == 'failed')?then('move', 'retreat')} failed" data-from="${l.from}" data-to="${l.to}">
        <path d="${l.d}" stroke="#fff" stroke-width="6" stroke-opacity="0.7"/>
        <path d="${l.d}" stroke="${(l.kind == 'failed')?then('#b3261e', '#d9822b')}" stroke-width="3.2" stroke-dasharray="7 5"/>
        <path d="${l.head}" fill="#fff" stroke="${(l.kind == 'failed')?then('#b3261e', '#d9822b')}" stroke-width="1.4"/>
        <path d="${l.bar}" stroke="#1d1d1b" stroke-width="2.6"/>
      </g>
      <#break>
      <#case "retreat">
      <g class="retreat succeeded" data-from="${l.from}" data-to="${l.to}">
        <path d="${l.d}" stroke="#fff" stroke-width="6" stroke-opacity="0.8"/>
        <path d="${l.d}" stroke="#d9822b" stroke-width="3.6"/>
        <path d="${l.head}" fill="#d9822b"/>
      </g>
      <#break>
      <#case "retreat-option">
      <g class="retreat-option" data-from="${l.from}" data-to="${l.to}">
        <path d="${l.d}" stroke="#d9822b" stroke-width="2" stroke-dasharray="1.5 4"/>
        <path d="${l.head}" fill="none" stroke="#d9822b" stroke-width="1.4"/>
      </g>
      <#break>
      <#case "support">
      <#case "support-hold">
      <g class="${l.kind} ${l.state}"<#if l.move??> data-move="${l.move}"</#if>>
        <path d="${l.d}" stroke="#fff" stroke-width="5" stroke-opacity="0.8"/>
        <path d="${l.d}" stroke="#1f5a8c" stroke-width="2.6" stroke-dasharray="7 4"<#if l.state != "succeeds"> stroke-opacity="0.45"</#if>/>
        <circle cx="${l.x2}" cy="${l.y2}" r="3.2" fill="#1f5a8c"/>
      </g>
      <#break>
      <#case "convoy">
      <g class="convoy ${l.state}"<#if l.move??> data-move="${l.move}"</#if>>
        <path d="${l.d}" stroke="#fff" stroke-width="5" stroke-opacity="0.8"/>
        <path d="${l.d}" stroke="#2c7a4b" stroke-width="2.8" stroke-dasharray="1 5"/>
        <circle cx="${l.x2}" cy="${l.y2}" r="3.2" fill="#2c7a4b"/>
      </g>
      <#break>
      <#case "hold">
      <circle class="hold ${l.state}" cx="${l.x}" cy="${l.y}" r="12" stroke="#1d1d1b" stroke-width="2.4"/>
      <#break>
      <#case "build">
      <circle class="build" cx="${l.x}" cy="${l.y}" r="12.5" stroke="#2c7a4b" stroke-width="2.4" stroke-dasharray="4 2.5"/>
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
  <g class="unit<#if u.dislodged> dislodged</#if>" data-power="${u.power}" data-at="${u.at}">
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
  <#-- The title and key in a strip under the map (TurnMaps.KEY_HEIGHT), where they hide no province: two rows of four. -->
  <g class="legend" font-size="7" transform="translate(0 ${height})">
    <rect x="0" y="0" width="${width}" height="50" fill="#fff" stroke="#5b5448" stroke-width="0.8"/>
    <text x="12" y="14" font-size="8.5" font-weight="bold" fill="#2b2418">${title}</text>
    <#assign col = [12, 262, 512, 762]>
    <g class="lines" fill="none" stroke-linecap="round">
      <line x1="${col[0]}" y1="27" x2="${col[0] + 22}" y2="27" stroke="#b3261e" stroke-width="3"/>
      <line x1="${col[1]}" y1="27" x2="${col[1] + 22}" y2="27" stroke="#b3261e" stroke-width="2.6" stroke-dasharray="5 4"/>
      <line x1="${col[2]}" y1="27" x2="${col[2] + 22}" y2="27" stroke="#1f5a8c" stroke-width="2.4" stroke-dasharray="6 3"/>
      <line x1="${col[3]}" y1="27" x2="${col[3] + 22}" y2="27" stroke="#2c7a4b" stroke-width="2.6" stroke-dasharray="1 4"/>
      <line x1="${col[0]}" y1="41" x2="${col[0] + 22}" y2="41" stroke="#d9822b" stroke-width="3"/>
      <circle cx="${col[1] + 11}" cy="41" r="5" stroke="#1d1d1b" stroke-width="1.8"/>
    </g>
    <path transform="translate(${col[2] + 11} 41) scale(0.6)" d="M0,-9L2.5,-3.5L8.5,-5L4.5,0L8.5,5L2.5,3.5L0,9L-2.5,3.5L-8.5,5L-4.5,0L-8.5,-5L-2.5,-3.5Z" fill="#f2c94c" stroke="#1d1d1b"/>
    <path d="M${col[3] + 6},37L${col[3] + 16},45M${col[3] + 16},37L${col[3] + 6},45" stroke="#b3261e" stroke-width="2.2" stroke-linecap="round"/>
    <g fill="#2b2418">
      <text x="${col[0] + 28}" y="29.5">${t.move}</text>
      <text x="${col[1] + 28}" y="29.5">${t.failed}</text>
      <text x="${col[2] + 28}" y="29.5">${t.support}</text>
      <text x="${col[3] + 28}" y="29.5">${t.convoy}</text>
      <text x="${col[0] + 28}" y="43.5">${t.retreat}</text>
      <text x="${col[1] + 28}" y="43.5">${t.hold}</text>
      <text x="${col[2] + 28}" y="43.5">${t.standoff}</text>
      <text x="${col[3] + 28}" y="43.5">${t.dislodged}</text>
    </g>
  </g>
</g>
