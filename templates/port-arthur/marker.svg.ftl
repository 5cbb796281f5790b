<#-- A marker or army counter: a coloured square with a symbol, a big short text and a
     caption of one or two lines. icon: none | anchor | soldier | chain | hourglass.
     Drawn for any size: the places are those of an 18 mm design times k; the font sizes
     come measured (mm at print size) from CounterFiles. -->
<#import "parts.ftl" as p>
<#assign k = size / 18>
<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * bleed}mm" height="${size + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${size + 2 * bleed} ${size + 2 * bleed}" font-family="Noto Sans">
  <rect x="${-bleed}" y="${-bleed}" width="${size + 2 * bleed}" height="${size + 2 * bleed}" fill="${colour}"/>
  <#-- no frame: nothing near the cut shows a cutting or duplex shift -->
  <#if icon == "soldier">
  <g transform="translate(${size / 2 - 2.6 * k} ${1.4 * k}) scale(${1.3 * k})"><@p.soldier fill=ink/></g>
  <#elseif icon == "chain">
  <g fill="none" stroke="${ink}" stroke-width="${0.7 * k}">
    <#list 0..3 as i><rect x="${(2.6 + i * 3.2) * k}" y="${(3.4 + (i % 2) * 0.6) * k}" width="${4 * k}" height="${2.2 * k}" rx="${1.1 * k}"/></#list>
  </g>
  <#elseif icon == "hourglass">
  <path d="M${size / 2 - 2.4 * k},${2.4 * k} H${size / 2 + 2.4 * k} L${size / 2},${5.6 * k} L${size / 2 + 2.4 * k},${8.8 * k} H${size / 2 - 2.4 * k} L${size / 2},${5.6 * k} Z"
        fill="none" stroke="${ink}" stroke-width="0.5"/>
  <#elseif icon == "anchor">
  <g transform="translate(${size / 2} ${5.6 * k}) scale(${0.45 * k})"><@p.anchor colour=ink/></g>
  </#if>
  <#if big?has_content>
  <text x="${size / 2}" y="${(icon == "none")?then(9.2, 12.6) * k}" font-size="${bigSize}" font-weight="bold" fill="${ink}" text-anchor="middle">${big}</text>
  </#if>
  <#list captionLines as line>
  <text x="${size / 2}" y="${size - margin - (captionLines?size - 1 - line?index) * captionSize * 1.1}" font-size="${captionSize}" fill="${ink}" text-anchor="middle">${line}</text>
  </#list>
</svg>
