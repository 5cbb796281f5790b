<#-- Table mode, a player's phone: the orders of the player's own powers, chosen per unit or typed, and only that player's own sheet. Model: TablePages.play. -->
<#import "layout.ftl" as l>
<@l.page title=title>
<h1 class="phone-title">${title}</h1>
<#if previous?has_content><p><a href="/games/${game}/turns/${previous}" id="last-turn">${t["table.last_turn"]}</a></p></#if>
<#list powers as p>
<section class="phone-power" id="${p.id}" aria-labelledby="h-${p.id}">
  <h2 id="h-${p.id}"><@l.swatch p.colour/>${p.name}<#if p.submitted?has_content> <span class="saved">${t["table.sent_at"]?replace("{time}", p.submitted)}</span></#if></h2>
  <#if p.errors?has_content>
  <div class="errors" role="alert" id="errors-${p.id}"><ul><#list p.errors as e><li><code>${e}</code></li></#list></ul></div>
  </#if>
  <#if p.saved?has_content>
  <h3>${t["table.your_orders"]}</h3>
  <table class="own-orders">
    <thead><tr><th scope="col">${t["verdicts.written"]}</th><th scope="col">${t["verdicts.read"]}</th></tr></thead>
    <tbody>
    <#list p.read as r>
      <tr class="own ${r.status}"><td class="written">${r.written}</td><td class="order">${r.order}<#if r.verdict?has_content> <span class="badge ${r.status}">${r.verdict}</span><#list r.why as w><br><span>${w}</span></#list></#if></td></tr>
    </#list>
    </tbody>
  </table>
  <p class="hint">${t["table.only_yours"]}</p>
  </#if>
  <#if !p.orders>
  <p class="hint">${t["table.no_orders"]}</p>
  <#else>
  <form method="post" action="/play/${game}/orders/${p.id}" class="phone-form" id="form-${p.id}">
    <@l.csrfField/>
    <input type="hidden" name="turn" value="${turn}">
    <input type="hidden" name="mode" value="form">
    <#list p.rows as r>
    <fieldset class="unit-row" id="row-${p.id}-${r.id}" data-row="${r.id}">
      <legend>${r.label}</legend>
      <#list r.selects as s>
      <div class="choice" data-group="${s.group}">
      <label for="${p.id}-${s.name}">${s.caption}</label>
      <select id="${p.id}-${s.name}" name="${s.name}" data-group="${s.group}">
        <option value="">—</option>
        <#list s.options as o><option value="${o.value}"<#if o.value == s.chosen> selected</#if>>${o.label}</option></#list>
      </select>
      </div>
      </#list>
    </fieldset>
    </#list>
    <p class="hint">${t["table.form_hint"]}</p>
    <button type="submit" id="send-${p.id}">${t["table.send"]}</button>
  </form>
  <details class="phone-text"<#if p.errors?has_content && p.text?has_content> open</#if>>
    <summary>${t["table.type_instead"]}</summary>
    <form method="post" action="/play/${game}/orders/${p.id}">
      <@l.csrfField/>
      <input type="hidden" name="turn" value="${turn}">
      <input type="hidden" name="mode" value="text">
      <label for="text-${p.id}">${t["game.sheet_text"]?replace("{power}", p.name)}</label>
      <textarea id="text-${p.id}" name="text" rows="6" spellcheck="false" autocapitalize="off" autocomplete="off">${p.text}</textarea>
      <button type="submit" id="send-text-${p.id}">${t["table.send"]}</button>
    </form>
  </details>
  </#if>
</section>
</#list>
<details class="phone-board">
  <summary>${t["table.board"]}</summary>
  ${board?no_esc}
</details>
</@l.page>
