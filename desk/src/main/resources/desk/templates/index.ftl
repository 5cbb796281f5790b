<#import "layout.ftl" as l>
<@l.page title=t["index.title"]>
<h1>${t["index.title"]}</h1>
<section aria-labelledby="dip">
  <h2 id="dip">${t["index.diplomacy"]}</h2>
  <#if games?has_content>
  <ul class="games">
    <#list games as g><li><a href="/games/${g}">${g}</a> · <a href="/games/${g}/history">${t["game.history"]}</a></li></#list>
  </ul>
  <#else>
  <p>${t["index.no_games"]}</p>
  </#if>
  <p class="note">${t["index.folder"]} <code>${folder}</code></p>
  <form class="card" method="post" action="/games" enctype="multipart/form-data">
    <@l.csrfField/>
    <h3>${t["index.new_game"]}</h3>
    <label for="name">${t["index.name"]}</label>
    <input id="name" name="name" required pattern="[a-z0-9]([a-z0-9\-]{0,38}[a-z0-9])?" maxlength="40" autocomplete="off" aria-describedby="name-hint">
    <p id="name-hint" class="hint">${t["index.name_hint"]}</p>
    <label for="setup">${t["index.setup"]}</label>
    <select id="setup" name="setup">
      <#list setups as s><option value="${s.id}">${t["index.setup_option"]?replace("{players}", s.players?c)?replace("{year}", s.year)}<#if s.seats?has_content>: ${s.seats}</#if><#if s.neutral?has_content> · ${t["index.setup_neutral"]?replace("{powers}", s.neutral)}</#if></option></#list>
    </select>
    <label for="position">${t["index.position"]}</label>
    <input id="position" name="position" type="file" accept=".yaml,.yml,text/yaml,text/plain">
    <p class="hint">${t["index.position_hint"]}</p>
    <button type="submit">${t["index.create"]}</button>
  </form>
</section>
<section aria-labelledby="checks">
  <h2 id="checks">${t["index.checks"]}</h2>
  <div class="columns">
  <#list ["port-arthur", "hunt"] as kind>
  <form class="card" method="post" action="/check/${kind}" enctype="multipart/form-data">
    <@l.csrfField/>
    <h3>${t["check." + kind]}</h3>
    <label for="${kind}-file">${t["check.file_" + kind]}</label>
    <input id="${kind}-file" name="file" type="file" accept=".yaml,.yml,text/yaml,text/plain">
    <label for="${kind}-text">${t["check.paste"]}</label>
    <textarea id="${kind}-text" name="text" rows="5" spellcheck="false"></textarea>
    <button type="submit">${t["check.submit"]}</button>
  </form>
  </#list>
  </div>
</section>
</@l.page>
