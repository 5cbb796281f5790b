<#import "layout.ftl" as l>
<@l.page title=game + " · " + title>
<nav class="crumbs" aria-label="${t["desk.where"]}"><a href="/">${t["desk.name"]}</a> › ${game}</nav>
<h1>${game}: <span class="turn">${title}</span></h1>
<#if winner?has_content><p class="winner" role="status">${t["game.winner"]?replace("{power}", winner)}</p></#if>
<#if seating?has_content><ul class="seating"><#list seating as line><li>${line}</li></#list></ul></#if>
<#if tossSeats?has_content>
<form class="card toss" method="post" action="/games/${game}/toss">
  <@l.csrfField/>
  <input type="hidden" name="turn" value="${turn}">
  <fieldset><legend>${t["game.toss"]}</legend>
  <#list tossSeats as seat><label><input type="radio" name="winner" value="${seat}" required> ${seat}</label></#list>
  <label><input type="radio" name="winner" value="coin"> ${t["game.toss_here"]}</label>
  </fieldset>
  <button type="submit" id="toss">${t["game.toss_record"]}</button>
</form>
</#if>
<ul class="actions">
  <li><a href="/games/${game}/history">${t["game.history"]}</a></li>
  <#if previous?has_content><li><a href="/games/${game}/turns/${previous}">${t["game.last_turn"]?replace("{turn}", previousTitle)}</a></li></#if>
  <li><a href="/games/${game}/turns/${turn}/order-sheets.pdf" download>${t["download.order_sheets"]}</a></li>
  <li><a href="/games/${game}/turns/${turn}/scan-sheets.pdf" download>${t["download.scan_sheets"]}</a></li>
  <li><a href="/games/${game}/turns/${turn}/position.yaml" download>${t["download.position"]}</a></li>
  <li><a href="/games/${game}/turns/${turn}/map.pdf" download>${t["download.map_pdf"]}</a></li>
  <li><a href="/games/${game}/turns/${turn}/map.png" download>${t["download.map_png"]}</a></li>
</ul>
<div class="layout">
  <figure class="board" aria-labelledby="board-caption">
    ${board?no_esc}
    <figcaption id="board-caption">${t["game.board_caption"]?replace("{turn}", title)}</figcaption>
  </figure>
  <aside class="side">
    <table class="counts">
      <caption>${t["game.powers"]}</caption>
      <thead><tr><th scope="col">${t["game.power"]}</th><th scope="col">${t["game.centres"]}</th><th scope="col">${t["game.units"]}</th></tr></thead>
      <tbody>
      <#list powers as p><tr><th scope="row"><@l.swatch p.colour/>${p.name}<#if p.neutral> <span class="neutral">(${t["game.neutral"]})</span></#if></th><td>${p.centres}</td><td>${p.units}<#if p.owed != 0> (<#if p.owed gt 0>+</#if>${p.owed})</#if></td></tr></#list>
      </tbody>
    </table>
    <#if dislodged?has_content>
    <h2>${t["game.dislodged"]}</h2>
    <ul class="dislodged"><#list dislodged as d><li>${d.power}: ${d.unit} — ${d.to}</li></#list></ul>
    </#if>
    <form method="post" action="/games/${game}/adjudicate" class="adjudicate">
      <@l.csrfField/>
      <input type="hidden" name="turn" value="${turn}">
      <button type="submit" id="adjudicate">${t["game.adjudicate"]}</button>
      <p class="hint">${t["game.adjudicate_hint"]}</p>
    </form>
    <#if previous?has_content>
    <details class="undo">
      <summary>${t["game.undo"]?replace("{turn}", previousTitle)}</summary>
      <form method="post" action="/games/${game}/undo">
        <@l.csrfField/>
        <input type="hidden" name="turn" value="${turn}">
        <label><input type="checkbox" name="confirm" value="yes" required> ${t["game.undo_confirm"]?replace("{turn}", title)}</label>
        <button type="submit" id="undo">${t["game.undo_button"]}</button>
      </form>
    </details>
    </#if>
  </aside>
</div>
<h2>${t["game.sheets"]}</h2>
<p class="hint">${t["game.sheets_hint"]}</p>
<section class="scans" id="scans" aria-labelledby="h-scans">
  <h3 id="h-scans">${t["scan.title"]}</h3>
  <form method="post" action="/games/${game}/scans" enctype="multipart/form-data">
    <@l.csrfField/>
    <input type="hidden" name="turn" value="${turn}">
    <label for="scan-files">${t["scan.files"]}</label>
    <input id="scan-files" name="scans" type="file" multiple accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg">
    <button type="submit" id="read-scans">${t["scan.read"]}</button>
  </form>
  <p class="hint">${t["scan.hint"]}</p>
  <#if upload?has_content>
  <div class="scan-report" id="scan-report"<#if upload?filter(f -> f.refused??)?has_content> role="alert"</#if>>
    <h4>${t["scan.report"]}</h4>
    <ul>
    <#list upload as f>
      <#if f.refused??><li class="refused"><span class="badge unsure">✗</span> ${t["scan.report_refused"]?replace("{file}", f.file)} <code>${f.refused}</code></li>
      <#else><li class="read"><span class="badge sure">✓</span> ${t["scan.report_read"]?replace("{file}", f.file)?replace("{power}", f.name!f.power)?replace("{page}", f.page?c)?replace("{pages}", f.pages?c)}</li></#if>
    </#list>
    </ul>
    <#if stillMissing?has_content><p class="missing-powers">${t["scan.still_missing"]?replace("{powers}", stillMissing?join(", "))}</p></#if>
  </div>
  </#if>
</section>
<#if questions?has_content>
<div class="questions" role="alert" id="questions">
  <p>${t["scan.questions"]}</p>
  <ul><#list questions as q><li><code>${q}</code></li></#list></ul>
</div>
</#if>
<div class="sheets">
<#list powers?filter(p -> p.orders || p.saved) as p>
  <section class="sheet" id="${p.id}" aria-labelledby="h-${p.id}">
    <h3 id="h-${p.id}"><@l.swatch p.colour/>${p.name}<#if p.player?has_content> <span class="player">${p.player}</span></#if><#if p.saved> <span class="saved">${t["game.saved"]}</span></#if></h3>
    <form method="post" action="/games/${game}/sheets/${p.id}" enctype="multipart/form-data">
      <@l.csrfField/>
      <input type="hidden" name="turn" value="${turn}">
      <input type="hidden" name="shown" value="${p.shown}">
      <label for="text-${p.id}">${t["game.sheet_text"]?replace("{power}", p.name)}</label>
      <textarea id="text-${p.id}" name="text" rows="7" spellcheck="false" autocapitalize="off"<#if p.errors?has_content> aria-invalid="true" aria-describedby="errors-${p.id}"</#if>>${p.text}</textarea>
      <label for="file-${p.id}">${t["game.sheet_file"]}</label>
      <input id="file-${p.id}" name="file" type="file" accept=".txt,text/plain" data-fills="text-${p.id}" data-ask="${t["game.replace_edit"]}" data-box-wins="${t["game.box_wins"]}">
      <p class="box-wins" id="box-wins-${p.id}" role="status" hidden></p>
      <button type="submit" id="save-${p.id}">${t["game.save_sheet"]}</button>
    </form>
    <#if p.saved>
    <details class="delete-sheet">
      <summary>${t["game.delete_sheet"]}</summary>
      <form method="post" action="/games/${game}/sheets/${p.id}/delete">
        <@l.csrfField/>
        <input type="hidden" name="turn" value="${turn}">
        <label><input type="checkbox" name="confirm" value="yes" required id="delete-confirm-${p.id}"> ${t["game.delete_confirm"]?replace("{power}", p.name)}</label>
        <button type="submit" id="delete-${p.id}">${t["game.delete_button"]}</button>
      </form>
    </details>
    </#if>
    <#if p.errors?has_content>
    <div class="errors" role="alert" id="errors-${p.id}"><ul><#list p.errors as e><li><code>${e}</code></li></#list></ul></div>
    </#if>
    <#if p.scan?has_content><@scanReading scan=p.scan/></#if>
    <#if p.rows?has_content><@l.verdicts rows=p.rows caption=t["game.read_provisional"]/></#if>
    <#if p.hidden gt 0><p class="hint more-rows" id="more-${p.id}">${t["game.more_rows"]?replace("{count}", p.hidden?c)?replace("{invalid}", p.hiddenInvalid?c)?replace("{shown}", rowsShown?c)}</p></#if>
  </section>
</#list>
</div>
<#if unordered?has_content>
<@l.verdicts rows=unordered caption=t["game.unordered"]/>
</#if>
</@l.page>

<#-- What was read from a power's scanned pages, unit by unit: the order or the question, how sure, the crop to look at. -->
<#macro scanReading scan>
<#list scan.pages as pg>
<table class="scan-reading">
  <caption>${t["scan.caption"]?replace("{file}", pg.file)?replace("{page}", pg.page?c)?replace("{pages}", pg.pages?c)}</caption>
  <thead><tr><th scope="col">${t["scan.unit"]}</th><th scope="col">${t["scan.read_as"]}</th><th scope="col">${t["scan.how_sure"]}</th></tr></thead>
  <tbody>
  <#list pg.rows as r>
    <tr class="scan-row ${r.sure?then("sure", "unsure")}">
      <th scope="row">${r.unit}</th>
      <#if r.sure>
      <td class="read">${r.text}</td><td class="how">${r.how_sure}</td>
      <#else>
      <td class="read" colspan="2"><span class="badge unsure">?</span> ${r.question.text}<#if r.crop??><br><img class="crop" src="/games/${game}/turns/${turn}/scans/${r.crop}" alt="${t["scan.crop_alt"]?replace("{unit}", r.unit)}"></#if></td>
      </#if>
    </tr>
  </#list>
  <#if pg.free_text.written>
    <tr class="scan-row unsure"><th scope="row">…</th><td class="read" colspan="2"><span class="badge unsure">?</span> ${pg.free_text.text}<#if pg.free_text.crop??><br><img class="crop" src="/games/${game}/turns/${turn}/scans/${pg.free_text.crop}" alt="${t["scan.free_text_alt"]}"></#if></td></tr>
  </#if>
  </tbody>
</table>
</#list>
<#list scan.missing as mp><p class="hint">${t["scan.missing"]?replace("{page}", mp.page?c)?replace("{pages}", mp.pages?c)}</p></#list>
</#macro>
