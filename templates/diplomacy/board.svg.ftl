<#-- The Diplomacy board, Adjutant's own drawing from the map data (see generator BoardView).
     With pad=true: the small blank map of the map pad (abbreviations only, light colours).
     Coordinates are board units; the root maps them to millimetres. -->
<#assign land = {"sea": pad?then("#dcecf8", "#b7d5ee"), "coast": pad?then("#fbf8ef", "#f3ead2"), "land": pad?then("#f4eedd", "#e2d2a6")}>
<#assign labelColour = {"sea": "#1c4a73", "coast": "#2b2418", "land": "#2b2418"}>
<#assign abbrSize = pad?then(15, 9.5)>
<#macro star x y r fill>
  <path transform="translate(${x} ${y}) scale(${r})" fill="${fill}" stroke="#2b2418" stroke-width="${0.9 / r}"
        d="M0,-1L0.2245,-0.309L0.9511,-0.309L0.3633,0.118L0.5878,0.809L0,0.382L-0.5878,0.809L-0.3633,0.118L-0.9511,-0.309L-0.2245,-0.309Z"/>
</#macro>
<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}mm" height="${heightMm}mm"
     viewBox="${-bleed} ${-bleed} ${width + 2 * bleed} ${height + 2 * bleed}" font-family="Noto Sans">
  <#-- Impassable ground: everything no province covers. -->
  <rect x="${-bleed}" y="${-bleed}" width="${width + 2 * bleed}" height="${height + 2 * bleed}" fill="${pad?then('#d8d4cc', '#aaa498')}"/>
  <g stroke="${pad?then('#c9c4ba', '#968f82')}" stroke-width="1.3">
    <#list 0..((width + height + 4 * bleed) / 12)?floor as i>
    <line x1="${i * 12 - height - 2 * bleed - bleed}" y1="${height + bleed}" x2="${i * 12 - bleed}" y2="${-bleed}"/>
    </#list>
  </g>
  <#-- Provinces by terrain; home centres tinted in their power's colour. -->
  <#list provinces as p>
  <path d="${p.path}" fill="${land[p.terrain]}" fill-rule="evenodd"/>
  <#if p.tint?has_content && !pad><path d="${p.path}" fill="${p.tint}" fill-opacity="0.42" fill-rule="evenodd"/></#if>
  </#list>
  <#list areas as a>
  <path d="${a.path}" fill="none" stroke="#5b5448" stroke-width="1.6" stroke-dasharray="5 3"/>
  </#list>
  <#-- Borders, by what may cross them. -->
  <g fill="none" stroke-linejoin="round" stroke-linecap="round">
    <#list borders?filter(b -> b.kind == "sea") as b><path d="${b.path}" stroke="#7fa8cf" stroke-width="1"/></#list>
    <#list borders?filter(b -> b.kind == "land" || b.kind == "shore") as b><path d="${b.path}" stroke="#7a6846" stroke-width="1.1"/></#list>
    <#list borders?filter(b -> b.kind == "shore") as b><path d="${b.path}" stroke="#2f6ea5" stroke-width="2" stroke-dasharray="3.5 3.5" stroke-linecap="butt"/></#list>
    <#list borders?filter(b -> b.kind == "coastline") as b><path d="${b.path}" stroke="#2c5f8e" stroke-width="1.5"/></#list>
    <#list borders?filter(b -> b.kind == "edge") as b><path d="${b.path}" stroke="#4a443a" stroke-width="1.5"/></#list>
    <#list canals as c>
    <path d="${c.path}" stroke="#2c5f8e" stroke-width="4.2"/>
    <path d="${c.path}" stroke="${land.sea}" stroke-width="2.4"/>
    </#list>
    <#list links as l><path d="${l.path}" stroke="#b3261e" stroke-width="1.6" stroke-dasharray="6 3"/></#list>
  </g>
  <#-- Labels: a light halo (drawn as outlines), then the text itself. -->
  <g text-anchor="middle">
    <#list provinces as p>
    <#assign y0 = p.y + abbrSize * 0.35>
    <text x="${p.x}" y="${y0}" font-size="${abbrSize}" font-weight="bold" fill="#fff" stroke="#fff" stroke-width="2.4" stroke-linejoin="round" opacity="0.8">${p.abbr}</text>
    <text x="${p.x}" y="${y0}" font-size="${abbrSize}" font-weight="bold" fill="${labelColour[p.terrain]}">${p.abbr}</text>
    <#list p.lines as line>
    <text x="${p.x}" y="${y0 + 6.6 * (line?index + 1)}" font-size="5.6" fill="#fff" stroke="#fff" stroke-width="1.8" stroke-linejoin="round" opacity="0.8">${line}</text>
    <text x="${p.x}" y="${y0 + 6.6 * (line?index + 1)}" font-size="5.6" fill="${labelColour[p.terrain]}">${line}</text>
    </#list>
    <#if p.sc><@star x=p.starX y=p.y r=pad?then(4.6, 4.2) fill=(p.tint?has_content && !pad)?then(p.tint, "#fff")/></#if>
    </#list>
    <#list areas as a>
    <text x="${a.x}" y="${a.y + 2}" font-size="6" font-weight="bold" fill="#2b2418">${a.name}</text>
    <#if !pad><text x="${a.x}" y="${a.y + 9}" font-size="4.6" fill="#2b2418">${t["board.impassable"]}</text></#if>
    </#list>
    <#assign k = pad?then(1.7, 1)>
    <#list coasts as c>
    <rect x="${c.x - 9 * k}" y="${c.y - 5 * k}" width="${18 * k}" height="${8.6 * k}" rx="${3 * k}" fill="#fff" stroke="#2c5f8e" stroke-width="0.8"/>
    <text x="${c.x}" y="${c.y + 1.6 * k}" font-size="${5 * k}" font-weight="bold" fill="#2c5f8e">${c.text}</text>
    </#list>
  </g>
  <#if pad>
  <text x="8" y="${height - 8}" font-size="13" font-weight="bold" fill="#5b5448">${title}</text>
  </#if>
</svg>
