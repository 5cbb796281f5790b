<#-- A marker or army counter: a coloured square with a symbol, a big short text and a
     caption of one or two lines. icon: none | anchor | soldier | chain | hourglass. -->
<#import "parts.ftl" as p>
<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * bleed}mm" height="${size + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${size + 2 * bleed} ${size + 2 * bleed}" font-family="Noto Sans">
  <rect x="${-bleed}" y="${-bleed}" width="${size + 2 * bleed}" height="${size + 2 * bleed}" fill="${colour}"/>
  <rect x="0.6" y="0.6" width="${size - 1.2}" height="${size - 1.2}" rx="1.2" fill="none" stroke="${ink}" stroke-width="0.25"/>
  <#if icon == "soldier">
  <g transform="translate(${size / 2 - 3} 2.2) scale(1.5)"><@p.soldier fill=ink/></g>
  <#elseif icon == "chain">
  <g fill="none" stroke="${ink}" stroke-width="0.7">
    <#list 0..3 as i><rect x="${2.6 + i * 3.2}" y="${3.4 + (i % 2) * 0.6}" width="4" height="2.2" rx="1.1"/></#list>
  </g>
  <#elseif icon == "hourglass">
  <path d="M${size / 2 - 2.4},2.4 H${size / 2 + 2.4} L${size / 2},5.6 L${size / 2 + 2.4},8.8 H${size / 2 - 2.4} L${size / 2},5.6 Z"
        fill="none" stroke="${ink}" stroke-width="0.5"/>
  <#elseif icon == "anchor">
  <g transform="translate(${size / 2} 5.6) scale(0.45)"><@p.anchor colour=ink/></g>
  </#if>
  <#if big?has_content>
  <text x="${size / 2}" y="${(icon == "none")?then(9.2, 12.6)}" font-size="${bigSize}" font-weight="bold" fill="${ink}" text-anchor="middle">${big}</text>
  </#if>
  <#list captionLines as line>
  <text x="${size / 2}" y="${size - 1.6 - (captionLines?size - 1 - line?index) * 1.9}" font-size="${captionSize}" fill="${ink}" text-anchor="middle">${line}</text>
  </#list>
</svg>
