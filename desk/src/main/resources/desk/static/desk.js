// The desk's script: a chosen sheet file is shown in its text box before it is sent, so the game
// master sees what will be read. Once the box is edited by hand the box wins: choosing a file then asks
// before replacing the edits, and an edit after a file was chosen sets the file aside (the box's text is
// what is sent, and the page says so). Pages work without it (the desk then refuses a save with both an
// edited box and a file, and says why).
document.addEventListener('change', function (e) {
  var input = e.target;
  if (!input.matches || !input.matches('input[type=file][data-fills]') || !input.files.length) return;
  var box = document.getElementById(input.getAttribute('data-fills'));
  var file = input.files[0];
  if (!box || file.size > 65536) return;
  if (box.getAttribute('data-edited') && !window.confirm(input.getAttribute('data-ask'))) {
    input.value = '';
    return;
  }
  var reader = new FileReader();
  reader.onload = function () {
    box.value = reader.result;
    box.removeAttribute('data-edited');
    var note = document.getElementById(box.id.replace(/^text-/, 'box-wins-'));
    if (note) note.hidden = true;
  };
  reader.readAsText(file, 'utf-8');
});
document.addEventListener('input', function (e) {
  var box = e.target;
  if (!box.matches || !box.matches('textarea[id^=text-]')) return;
  box.setAttribute('data-edited', '1');
  var input = document.querySelector('input[type=file][data-fills="' + box.id + '"]');
  if (!input || !input.value) return;
  input.value = '';
  var note = document.getElementById(box.id.replace(/^text-/, 'box-wins-'));
  if (note) {
    note.textContent = input.getAttribute('data-box-wins');
    note.hidden = false;
  }
});

// The phone's form (table mode): a unit's row shows only the choices its kind of order takes
// (Move: where to; Support and Convoy: the unit and where to). Without the script all are shown.
var NEEDS = { '': [], hold: [], move: ['to'], support: ['unit', 'to'], convoy: ['unit', 'to'] };
function showChoices(row) {
  if (!/^u-/.test(row.getAttribute('data-row'))) return; // retreats, builds and removals show all they have
  var kind = row.querySelector('select[data-group=kind]');
  if (!kind) return;
  var needs = NEEDS[kind.value.replace(/^.*-k-/, '')] || ['unit', 'to'];
  row.querySelectorAll('.choice').forEach(function (c) {
    var group = c.getAttribute('data-group');
    c.hidden = group !== 'kind' && needs.indexOf(group) < 0;
    if (c.hidden) c.querySelector('select').value = ''; // a hidden choice says nothing: Hold with a place left chosen would be asked about
  });
}
document.querySelectorAll('fieldset.unit-row').forEach(showChoices);
document.addEventListener('change', function (e) {
  var row = e.target.closest && e.target.closest('fieldset.unit-row');
  if (row && e.target.getAttribute('data-group') === 'kind') showChoices(row);
});
