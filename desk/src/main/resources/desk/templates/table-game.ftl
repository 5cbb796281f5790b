<#-- Table mode, one game: each player's link and QR code (printable), who has sent orders and when, Adjudicate. Model: TablePages.gameTable. -->
<#import "layout.ftl" as l>
<@l.page title=game + " · " + t["table.title"]>
<nav class="crumbs" aria-label="${t["desk.where"]}"><a href="/table">${t["table.title"]}</a> › <a href="/games/${game}">${game}</a></nav>
<h1>${game}: <span class="turn">${title}</span></h1>
<p class="hint noprint">${t["table.players_hint"]}</p>
<table class="submissions" id="submissions">
  <caption>${t["table.submissions"]}</caption>
  <thead><tr><th scope="col">${t["game.power"]}</th><th scope="col">${t["table.sent"]}</th></tr></thead>
  <tbody>
  <#list seats as s><#list s.powers as p><#if p.orders>
    <tr class="submission ${p.submitted?has_content?then("in", "waiting")}" data-power="${p.id}"><th scope="row"><@l.swatch p.colour/>${p.name}</th>
      <td><#if p.submitted?has_content>${t["table.sent_at"]?replace("{time}", p.submitted)}<#else>${t["table.not_yet"]}</#if></td></tr>
  </#if></#list></#list>
  </tbody>
</table>
<form method="post" action="/games/${game}/adjudicate" class="adjudicate noprint">
  <@l.csrfField/>
  <input type="hidden" name="turn" value="${turn}">
  <button type="submit" id="adjudicate">${t["game.adjudicate"]}</button>
</form>
<div class="seat-links">
<#list seats as s>
  <section class="card seat" id="seat-${s.seat}" aria-labelledby="h-${s.seat}">
    <h2 id="h-${s.seat}"><#list s.powers as p><@l.swatch p.colour/></#list>${s.names}</h2>
    ${s.qr?no_esc}
    <p><code class="link">${s.link}</code></p>
  </section>
</#list>
</div>
</@l.page>
