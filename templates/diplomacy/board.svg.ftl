<#-- The Diplomacy board, Adjutant's own drawing from the map data (see generator BoardView).
     With pad=true: the small blank map of the map pad (abbreviations only, light colours).
     Coordinates are board units; the root maps them to millimetres. below: room left under the
     map (a turn map's key, TurnMaps). -->
<#-- One land colour (land and coastal provinces differ by their coastline, not by tint); home centres in their power's shade. -->
<#-- The sea, land and unplayed-land colours are checked with the power shades by PaletteTest (colour-vision deficiencies, grey-scale). -->
<#assign land = {"sea": pad?then("#e2ecf0", "#b0d1dd"), "coast": pad?then("#fbf8ef", "#f3ead2"), "land": pad?then("#fbf8ef", "#f3ead2")}>
<#assign labelColour = {"sea": "#1c4a73", "coast": "#1d1d1b", "land": "#1d1d1b"}>
<#assign abbrSize = pad?then(15, 9.5)>
<#macro star x y r fill line=0.9>
  <path transform="translate(${x} ${y}) scale(${r})" fill="${fill}" stroke="#2b2418" stroke-width="${line / r}"
        d="M0,-1L0.2245,-0.309L0.9511,-0.309L0.3633,0.118L0.5878,0.809L0,0.382L-0.5878,0.809L-0.3633,0.118L-0.9511,-0.309L-0.2245,-0.309Z"/>
</#macro>
<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}mm" height="${heightMm}mm"
     viewBox="${-bleed} ${-bleed} ${width + 2 * bleed} ${height + 2 * bleed + below!0}" font-family="Noto Sans">
  <defs>
    <pattern id="impassable" patternUnits="userSpaceOnUse" width="5" height="5" patternTransform="rotate(45)">
      <rect width="5" height="5" fill="${pad?then('#e4e0d8', '#c9c2b4')}"/>
      <rect width="1.6" height="5" fill="${pad?then('#c9c4ba', '#8f8778')}"/>
    </pattern>
  </defs>
  <#-- The sea beyond the board's edge (bleed). -->
  <rect x="${-bleed}" y="${-bleed}" width="${width + 2 * bleed}" height="${height + 2 * bleed}" fill="${land.sea}"/>
  <#-- Provinces by terrain; home centres in their power's shade. -->
  <#-- In the board's own SVG file (ids=true) each province is one path with its map.yaml id, to restyle or read;
       with seaUnfilled (a rulebook figure) a sea is left to the sea colour under it, which is its own. -->
  <#list provinces as p>
  <#if ids!false><path id="${p.id}" class="province ${p.terrain}" d="${p.path}" fill="${(p.home?has_content)?then(p.home, land[p.terrain])}" fill-rule="evenodd"><title>${p.name}</title></path>
  <#elseif !(seaUnfilled!false) || p.home?has_content || p.terrain != "sea"><path d="${p.path}" fill="${(p.home?has_content)?then(p.home, land[p.terrain])}" fill-rule="evenodd"/></#if>
  </#list>
  <#-- Land in no province (Ireland, Iceland, islands): drawn, not played. -->
  <#if neutral?has_content><path<#if ids!false> id="unplayed" class="neutral"</#if> d="${neutral}" fill="${pad?then('#eeece6', '#fcfcfa')}" fill-rule="evenodd" stroke="#8a8272" stroke-width="0.5"/></#if>
  <#if lakes?has_content><path d="${lakes}" fill="${land.sea}" fill-rule="evenodd" stroke="#2c5f8e" stroke-width="0.6"/></#if>
  <#list areas as a>
  <path<#if ids!false> id="${a.id}" class="impassable"</#if> d="${a.path}" fill="url(#impassable)" fill-rule="evenodd" stroke="#5b5448" stroke-width="1.2"/>
  </#list>
  <#-- Borders, by what may cross them. -->
  <g fill="none" stroke-linejoin="round" stroke-linecap="round">
    <#list borders?filter(b -> b.kind == "sea") as b><path d="${b.path}" stroke="#7fa8cf" stroke-width="1"/></#list>
    <#list borders?filter(b -> b.kind == "land" || b.kind == "shore") as b><path d="${b.path}" stroke="#7a6846" stroke-width="1.1"/></#list>
    <#list borders?filter(b -> b.kind == "coastline") as b><path d="${b.path}" stroke="#2c5f8e" stroke-width="1.5"/></#list>
    <#list borders?filter(b -> b.kind == "edge") as b><path d="${b.path}" stroke="#4a443a" stroke-width="1.5"/></#list>
    <#-- The borders of countries (BoardView.nationalBorders): thick and black, as the rulebook describes them. -->
    <#if national?has_content><path<#if ids!false> class="national"</#if> d="${national}" stroke="#1d1d1b" stroke-width="${pad?then(2, 2.8)}"/></#if>
    <#list borders?filter(b -> b.kind == "shore") as b><path d="${b.path}" stroke="#2f6ea5" stroke-width="2" stroke-dasharray="3.5 3.5" stroke-linecap="butt"/></#list>
    <#list canals as c>
    <path d="${c.path}" stroke="#2c5f8e" stroke-width="4.2"/>
    <path d="${c.path}" stroke="${land.sea}" stroke-width="2.4"/>
    </#list>
  </g>
  <#-- Unit spots (BoardSpots): a faint square of a counter's size where each province's unit stands, and a faint
       ring of an ownership marker's size round a supply centre's star where one fits. -->
  <#if !pad>
  <g class="spots" fill="none" stroke="#5b5448" stroke-opacity="0.5" stroke-width="0.7">
    <#list provinces as p>
    <#list p.spots as s><rect class="unit-spot" data-province="${p.id}" x="${s.x - counter / 2}" y="${s.y - counter / 2}" width="${counter}" height="${counter}" rx="1.5" stroke-dasharray="3 2"/></#list>
    <#if p.sc && p.marker gt 0><circle class="sc-spot" data-province="${p.id}" cx="${p.starX}" cy="${p.starY}" r="${p.marker}"/></#if>
    </#list>
  </g>
  </#if>
  <#-- Labels: a light halo (drawn as outlines), then the text itself. -->
  <g class="labels" text-anchor="middle">
    <#list provinces?filter(p -> !(p.nolabel!false)) as p>
    <#assign abbrSize = p.abbrSize>
    <#assign y0 = p.y + abbrSize * 0.35>
    <text x="${p.x}" y="${y0}" font-size="${abbrSize}" font-weight="bold" fill="#fff" stroke="#fff" stroke-width="2.4" stroke-linejoin="round" fill-opacity="0.8" stroke-opacity="0.8">${p.abbr}</text>
    <text x="${p.x}" y="${y0}" font-size="${abbrSize}" font-weight="bold" fill="${labelColour[p.terrain]}">${p.abbr}</text>
    <#list p.lines as line>
    <text x="${p.x}" y="${y0 + p.nameLine * (line?index + 1)}" font-size="${p.nameSize}" fill="#fff" stroke="#fff" stroke-width="1.8" stroke-linejoin="round" fill-opacity="0.8" stroke-opacity="0.8">${line}</text>
    <text x="${p.x}" y="${y0 + p.nameLine * (line?index + 1)}" font-size="${p.nameSize}" fill="${labelColour[p.terrain]}">${line}</text>
    </#list>
    <#if p.sc><@star x=p.starX y=p.starY r=pad?then(4.6, 4.2) fill=(p.tint?has_content && !pad)?then(p.tint, "#fff")/></#if>
    </#list>
    <#list areas?filter(a -> !(a.nolabel!false)) as a>
    <text x="${a.x}" y="${a.y + 2}" font-size="6" font-weight="bold" fill="#2b2418">${a.name}</text>
    <#if !pad><text x="${a.x}" y="${a.y + 9.5}" font-size="${legendSize}" fill="#2b2418">${t["board.impassable"]}</text></#if>
    </#list>
    <#assign k = pad?then(1.7, 1)>
    <#list coasts as c>
    <rect x="${c.x - 9 * k}" y="${c.y - 5 * k}" width="${18 * k}" height="${8.6 * k}" rx="${3 * k}" fill="#fff" stroke="#2c5f8e" stroke-width="0.8"/>
    <text x="${c.x}" y="${c.y + 1.6 * k}" font-size="${5 * k}" font-weight="bold" fill="#2c5f8e">${c.text}</text>
    </#list>
  </g>
  <#if !pad>
  <#-- Title over the Atlantic; legendSize is 6 pt on the tiled A4 board. -->
  <g class="legend" font-size="${legendSize}" fill="#2b2418">
    <rect x="4" y="4" width="118" height="28" rx="2" fill="#fff" stroke="#5b5448" stroke-width="0.6"/>
    <text x="10" y="23" font-size="15" font-weight="bold">${title}</text>
    <#-- the legend where it covers no label, star or unit spot (BoardSpots.all), opaque -->
    <g transform="translate(${legendAt.x - 4} ${legendAt.y - 300})">
      <#-- a map with no impassable area or no province of two coasts leaves its row out (BoardView.legendHeight) -->
      <#assign noImp = (legendImpassable!true)?then(0, 12)>
      <#assign noCoast = (legendCoasts!true)?then(0, 12)>
      <#-- a map whose powers have no home countries draws no national borders, nor their row -->
      <#assign noNat = (legendNational!true)?then(0, 14)>
      <rect x="4" y="300" width="118" height="${166 + 7 * powers?size - noImp - noCoast - noNat}" rx="2" fill="#fff" stroke="#5b5448" stroke-width="0.6"/>
      <text x="9" y="311" font-size="7" font-weight="bold">${t["board.legend"]}</text>
      <#assign ly = 320>
      <#assign rows = [["national", "kit.board.border_national"], ["land", "kit.board.border_land"], ["shore", "kit.board.border_shore"], ["sea", "kit.board.border_sea"], ["coastline", "terrain.coast"], ["canal", "kit.board.canal"]]>
      <#if noNat != 0><#assign rows = rows[1..]></#if>
      <#list rows as row>
        <#assign y = ly + row?index * 14>
        <#if row[0] == "national"><line x1="9" y1="${y}" x2="25" y2="${y}" stroke="#1d1d1b" stroke-width="2.8"/></#if>
        <#if row[0] == "land"><line x1="9" y1="${y}" x2="25" y2="${y}" stroke="#7a6846" stroke-width="1.1"/></#if>
        <#if row[0] == "shore"><line x1="9" y1="${y}" x2="25" y2="${y}" stroke="#7a6846" stroke-width="1.1"/><line x1="9" y1="${y}" x2="25" y2="${y}" stroke="#2f6ea5" stroke-width="2" stroke-dasharray="3.5 3.5"/></#if>
        <#if row[0] == "sea"><line x1="9" y1="${y}" x2="25" y2="${y}" stroke="#7fa8cf" stroke-width="1"/></#if>
        <#if row[0] == "coastline"><line x1="9" y1="${y}" x2="25" y2="${y}" stroke="#2c5f8e" stroke-width="1.5"/></#if>
        <#if row[0] == "canal"><line x1="9" y1="${y}" x2="25" y2="${y}" stroke="#2c5f8e" stroke-width="4.2"/><line x1="9" y1="${y}" x2="25" y2="${y}" stroke="${land.sea}" stroke-width="2.4"/></#if>
        <#assign words = t[row[1]]?split(": ")>
        <text x="29" y="${y - (words?size > 1)?then(1.2, -1.6)}">${words[0]}<#if words?size gt 1>:</#if></text>
        <#if words?size gt 1><text x="29" y="${y + legendSize + 0.4}">${words[1]}</text></#if>
      </#list>
      <#assign ly = 320 + rows?size * 14>
      <@star x=17 y=ly r=4.2 fill="#fff"/><text x="29" y="${ly + 1.5}">${t["board.supply_centre"]}</text>
      <#if noImp == 0><rect x="9" y="${ly + 7}" width="16" height="9" fill="url(#impassable)" stroke="#5b5448" stroke-width="0.6"/><text x="29" y="${ly + 13}">${t["board.impassable"]}</text></#if>
      <#assign ly = ly - noImp>
      <#if noCoast == 0>
      <rect x="${17 - 9}" y="${ly + 19}" width="18" height="8.6" rx="3" fill="#fff" stroke="#2c5f8e" stroke-width="0.8"/>
      <text x="17" y="${ly + 25}" font-size="5" font-weight="bold" fill="#2c5f8e" text-anchor="middle">${t["coast.short.nc"]}</text>
      <#list coastLines as line><text x="29" y="${ly + 24 + line?index * 5.2 - (coastLines?size - 1) * 2.6}">${line}</text></#list>
      </#if>
      <#assign ly = ly - noCoast>
      <text x="9" y="${ly + 40}" font-size="5.2" font-weight="bold">${t["kit.board.powers"]}</text>
      <#list powers as pw>
        <#assign py = ly + 46 + pw?index * 7>
        <rect<#if ids!false> id="swatch-${pw.id}" class="swatch"</#if> x="9" y="${py - 2}" width="16" height="6.4" fill="${pw.home}" stroke="#5b5448" stroke-width="0.4"/>
        <#-- a hairline: the star is small, and a full outline would print it black, not in the power's colour -->
        <@star x=17 y=py + 1.2 r=3 fill=pw.colour line=0.3/>
        <text x="29" y="${py + 2.8}">${pw.name}</text>
      </#list>
    </g>
  </g>
  <#-- No scale bar: the board is magnified where provinces are small (BoardWarp), so no one length holds. -->
  </#if>
  <#if pad>
  <text x="8" y="${height - 8}" font-size="13" font-weight="bold" fill="#5b5448">${title}</text>
  </#if>
</svg>
