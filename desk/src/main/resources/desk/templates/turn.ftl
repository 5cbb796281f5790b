<#import "layout.ftl" as l>
<@l.page title=game + " · " + title>
<nav class="crumbs" aria-label="${t["desk.where"]}"><a href="/">${t["desk.name"]}</a> › <a href="<#if tablePlayer>/play/${game}<#else>/games/${game}</#if>">${game}</a> › ${title}</nav>
<h1>${game}: <span class="turn">${title}</span></h1>
<#if winner?has_content><p class="winner" role="status">${t["game.winner"]?replace("{power}", winner)}</p></#if>
<ul class="actions">
  <#if previous?has_content><li><a href="/games/${game}/turns/${previous}" rel="prev">${t["turn.previous"]}</a></li></#if>
  <li><a href="<#if tablePlayer>/play/${game}<#else>/games/${game}/turns/${next}</#if>" id="next-turn" rel="next">${t["turn.next"]?replace("{turn}", nextTitle)}</a></li>
  <#if !tablePlayer><li><a href="/games/${game}/history">${t["game.history"]}</a></li></#if>
</ul>
<div class="layout">
  <figure class="board" aria-labelledby="map-caption">
    ${map?no_esc}
    <figcaption id="map-caption">${t["turn.map_caption"]?replace("{turn}", title)}</figcaption>
  </figure>
  <aside class="side">
    <h2>${t["turn.downloads"]}</h2>
    <ul class="downloads">
      <li><a href="/games/${game}/turns/${turn}/map.pdf" download>${t["download.map_pdf"]}</a></li>
      <li><a href="/games/${game}/turns/${turn}/map.png" download>${t["download.map_png"]}</a></li>
      <li><a href="/games/${game}/turns/${turn}/map.svg" download>${t["download.map_svg"]}</a></li>
      <#if !tablePlayer>
      <li><a href="/games/${game}/turns/${next}/position.yaml" download>${t["download.next_position"]}</a></li>
      <li><a href="/games/${game}/turns/${next}/order-sheets.pdf" download>${t["download.next_sheets"]}</a></li>
      </#if>
    </ul>
    <#if showCentres>
    <table class="counts">
      <caption>${t["turn.centres"]}</caption>
      <thead><tr><th scope="col">${t["game.power"]}</th><th scope="col">${t["game.centres"]}</th><th scope="col">${t["game.units"]}</th><th scope="col">${t["turn.owed"]}</th></tr></thead>
      <tbody>
      <#list counts as c><tr><th scope="row"><@l.swatch c.colour/>${c.name}</th><td>${c.centres}</td><td>${c.units}</td><td><#if c.owed gt 0>+${c.owed}<#elseif c.owed lt 0>${c.owed}<#else>–</#if></td></tr></#list>
      </tbody>
    </table>
    </#if>
    <#if dislodged?has_content>
    <h2>${t["game.dislodged"]}</h2>
    <ul class="dislodged"><#list dislodged as d><li>${d.power}: ${d.unit} — ${d.to}</li></#list></ul>
    </#if>
  </aside>
</div>
<h2>${t["turn.verdicts"]}</h2>
<#list sheets as s>
<section class="sheet" id="${s.id}">
  <@l.verdicts rows=s.rows caption=s.name/>
  <#if s.hidden gt 0><p class="hint more-rows">${t["game.more_rows"]?replace("{count}", s.hidden?c)?replace("{invalid}", s.hiddenInvalid?c)?replace("{shown}", rowsShown?c)}</p></#if>
</section>
</#list>
<#if unordered?has_content><@l.verdicts rows=unordered caption=t["game.unordered"]/></#if>
<details class="report">
  <summary>${t["turn.report"]}</summary>
  <pre>${report}</pre>
</details>
</@l.page>
