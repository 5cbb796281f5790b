<#-- Table mode, the game master's page: the desk's own link and QR code, the games' player links, a new key. Model: TablePages.table. -->
<#import "layout.ftl" as l>
<@l.page title=t["table.title"]>
<h1>${t["table.title"]}</h1>
<p class="hint">${t["table.intro"]}</p>
<section class="card link-card" aria-labelledby="h-gm">
  <h2 id="h-gm">${t["table.gm_link"]}</h2>
  ${qr?no_esc}
  <p><code class="link" id="gm-link">${link}</code></p>
  <p class="hint">${t["table.gm_hint"]}</p>
</section>
<section aria-labelledby="h-games">
  <h2 id="h-games">${t["table.games"]}</h2>
  <#if games?has_content>
  <ul class="games"><#list games as g><li><a href="/games/${g}/table">${g}</a></li></#list></ul>
  <#else><p>${t["index.no_games"]}</p></#if>
</section>
<details class="card rotate">
  <summary>${t["table.rotate"]}</summary>
  <form method="post" action="/table/rotate">
    <@l.csrfField/>
    <label><input type="checkbox" name="confirm" value="yes" required> ${t["table.rotate_confirm"]}</label>
    <button type="submit" id="rotate">${t["table.rotate_button"]}</button>
  </form>
</details>
</@l.page>
