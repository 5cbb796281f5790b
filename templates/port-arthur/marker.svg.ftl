<#-- A marker or army counter: a coloured square with a symbol, a big short text and a
     caption of one or two lines, all inside the room that keeps them 3 mm from the cut on
     either face (a duplex shift of 2 mm shows no text or symbol cut). icon: none | anchor |
     soldier | chain | hourglass, drawn in its own units from (0,0) and placed by iconX, iconY
     and iconScale; places and sizes (mm at print size) come measured from CounterFiles, texts
     condensed by their stretch (never lowered) to the room's width. -->
<#import "parts.ftl" as p>
<svg xmlns="http://www.w3.org/2000/svg" width="${size + 2 * bleed}mm" height="${size + 2 * bleed}mm"
     viewBox="${-bleed} ${-bleed} ${size + 2 * bleed} ${size + 2 * bleed}" font-family="Noto Sans">
  <rect x="${-bleed}" y="${-bleed}" width="${size + 2 * bleed}" height="${size + 2 * bleed}" fill="${colour}"/>
  <#-- no frame: nothing near the cut shows a cutting or duplex shift -->
  <#if icon != "none">
  <g transform="translate(${iconX} ${iconY}) scale(${iconScale})">
  <#if icon == "soldier">
    <g transform="translate(-0.5 0)"><@p.soldier fill=ink/></g>
  <#elseif icon == "chain">
    <g fill="none" stroke="${ink}" stroke-width="0.7">
      <#list 0..3 as i><rect x="${0.35 + i * 3.2}" y="${0.35 + (i % 2) * 0.6}" width="4" height="2.2" rx="1.1"/></#list>
    </g>
  <#elseif icon == "hourglass">
    <path d="M0.25,0.25 H5.05 L2.65,3.45 L5.05,6.65 H0.25 L2.65,3.45 Z" fill="none" stroke="${ink}" stroke-width="0.5"/>
  <#elseif icon == "anchor">
    <g transform="translate(4.5 5.45)"><@p.anchor colour=ink/></g>
  </#if>
  </g>
  </#if>
  <#if big?has_content>
  <text transform="translate(${size / 2} ${bigY}) scale(${bigStretch} 1)" font-size="${bigSize}" font-weight="bold" fill="${ink}" text-anchor="middle">${big}</text>
  </#if>
  <#list captionLines as line>
  <text transform="translate(${size / 2} ${captionY[line?index]}) scale(${captionStretch} 1)" font-size="${captionSize}" fill="${ink}" text-anchor="middle">${line}</text>
  </#list>
</svg>
