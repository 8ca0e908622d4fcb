// The reference server's console: reads and steers the server through its admin API only, with the admin token
// kept in this tab's sessionStorage and sent as a bearer header. No library, no build step.
(() => {
  'use strict';

  const TOKEN_KEY = 'dgq-admin-token';
  const ROW_HEIGHT = 26;
  const POLL_MS = 1000;
  const CHART_SECONDS = 300;

  const $ = (id) => document.getElementById(id);
  const state = {
    entries: [], // journal entries, oldest first
    cursor: 0, // the sequence of the newest entry read
    capacity: 1000,
    filtered: [],
    selected: -1, // index into filtered
    pollTimer: null,
    records: { resource: null, page: 1, total: 0, items: [] },
    view: 'requests',
  };

  // ---- the admin API -------------------------------------------------------------------------------------------

  class AdminError extends Error {
    constructor(status, message) {
      super(message);
      this.status = status;
    }
  }

  async function admin(method, path, body, raw) {
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (!token) {
      throw new AdminError(401, 'No admin token: enter it to open the console.');
    }
    const headers = { Authorization: 'Bearer ' + token, Accept: 'application/json' };
    const init = { method, headers, cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer' };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, init);
    } catch (e) {
      throw new AdminError(0, 'The server does not answer (' + e.message + '); is it still running?');
    }
    if (raw && response.ok) {
      return response;
    }
    let json = null;
    try {
      json = await response.json();
    } catch (e) {
      // not JSON: said below
    }
    if (!response.ok) {
      const said = json && json.message ? json.message : 'HTTP ' + response.status;
      throw new AdminError(response.status, said);
    }
    return json && Object.prototype.hasOwnProperty.call(json, 'data') ? json.data : json;
  }

  function showMessage(text, info) {
    const message = $('message');
    message.textContent = text;
    message.classList.toggle('info', !!info);
    message.hidden = !text;
  }

  function failed(error) {
    if (error.status === 401) {
      signOut('The admin token was refused: ' + error.message);
    } else {
      showMessage(error.message);
    }
  }

  // ---- sign-in -------------------------------------------------------------------------------------------------

  async function open() {
    try {
      const stats = await admin('GET', '/__admin/stats');
      $('login').hidden = true;
      $('console').hidden = false;
      $('sign-out').hidden = false;
      showMessage('');
      serverLine(stats);
      state.entries = [];
      state.cursor = 0;
      await poll();
      selectTab(state.view, false);
    } catch (error) {
      failed(error);
    }
  }

  function signOut(why) {
    sessionStorage.removeItem(TOKEN_KEY);
    clearTimeout(state.pollTimer);
    state.pollTimer = null;
    state.entries = [];
    state.filtered = [];
    state.cursor = 0;
    $('console').hidden = true;
    $('login').hidden = false;
    $('sign-out').hidden = true;
    $('server-line').textContent = '';
    for (const id of ['timeline-spacer', 'request-detail', 'resources', 'record-json', 'server-facts', 'flags']) {
      $(id).replaceChildren();
    }
    $('drift-summary').textContent = '';
    for (const id of ['records-table', 'faults-table', 'drift-table']) {
      $(id).querySelector('tbody').replaceChildren();
    }
    showMessage(why || '');
    $('token').focus();
  }

  function refreshLine() {
    admin('GET', '/__admin/stats').then(serverLine, () => {});
  }

  function serverLine(stats) {
    $('server-line').textContent = 'version ' + stats.version + ' · up ' + duration(stats.uptime_seconds) + ' · '
      + stats.limits.records + ' records · ' + stats.faults + ' fault rule' + (stats.faults === 1 ? '' : 's');
  }

  // ---- tabs ----------------------------------------------------------------------------------------------------

  const TABS = ['requests', 'records', 'faults', 'state', 'drift'];

  function selectTab(name, focus) {
    state.view = name;
    for (const tab of TABS) {
      const button = $('tab-' + tab);
      const selected = tab === name;
      button.setAttribute('aria-selected', String(selected));
      button.tabIndex = selected ? 0 : -1;
      $('view-' + tab).hidden = !selected;
    }
    if (focus) {
      $('tab-' + name).focus();
    }
    if (name === 'records') loadResources();
    if (name === 'faults') loadFaults();
    if (name === 'state') loadState();
    if (name === 'drift') loadDrift();
    if (name === 'requests') renderTimeline();
  }

  // ---- requests ------------------------------------------------------------------------------------------------

  async function poll() {
    clearTimeout(state.pollTimer);
    try {
      const data = await admin('GET', '/__admin/requests?since=' + state.cursor);
      state.capacity = data.capacity;
      if (data.last_sequence < state.cursor) {
        state.entries = []; // another server answers now: start again
      }
      const before = state.entries.length;
      for (const entry of data.requests) state.entries.push(entry);
      // Forget what the journal no longer keeps: pushed out by newer requests, or cleared (a reset, say).
      const oldest = data.oldest_sequence;
      let gone = 0;
      while (gone < state.entries.length && (oldest === 0 || state.entries[gone].sequence < oldest)) gone++;
      if (gone) state.entries.splice(0, gone);
      state.cursor = data.last_sequence;
      if (data.requests.length || gone || state.entries.length !== before || !state.filtered.length) {
        applyFilters();
      }
      drawChart();
    } catch (error) {
      failed(error);
      if (error.status === 401) return;
    }
    if (sessionStorage.getItem(TOKEN_KEY) && $('follow').checked) {
      state.pollTimer = setTimeout(poll, POLL_MS);
    }
  }

  function searchText(entry) {
    if (entry._text === undefined) {
      entry._text = [entry.method, entry.path, entry.template || '', entry.query, entry.correlation_id, String(entry.status),
        entry.fault ? JSON.stringify(entry.fault) : '', entry.body ? JSON.stringify(entry.body) : '',
        entry.response_body ? JSON.stringify(entry.response_body) : ''].join(' ').toLowerCase();
    }
    return entry._text;
  }

  function applyFilters() {
    const method = $('filter-method').value;
    const path = $('filter-path').value.trim().toLowerCase();
    const status = $('filter-status').value;
    const text = $('filter-text').value.trim().toLowerCase();
    const selectedEntry = state.filtered[state.selected];
    state.filtered = state.entries.filter((entry) => (!method || entry.method === method)
      && (!path || entry.path.toLowerCase().includes(path) || (entry.template || '').toLowerCase().includes(path))
      && (!status || String(entry.status).charAt(0) === status && (status !== '0' || entry.status === 0))
      && (!text || searchText(entry).includes(text)));
    state.selected = selectedEntry ? state.filtered.indexOf(selectedEntry) : -1;
    const body = $('timeline-body');
    const atBottom = body.scrollTop + body.clientHeight >= body.scrollHeight - ROW_HEIGHT * 2;
    $('timeline-spacer').style.height = state.filtered.length * ROW_HEIGHT + 'px';
    $('request-count').textContent = state.filtered.length + ' of ' + state.entries.length + ' requests'
      + ' (journal keeps ' + state.capacity + ')';
    if (atBottom) {
      body.scrollTop = body.scrollHeight;
    }
    renderTimeline();
  }

  function statusClass(status) {
    return 's' + String(status).charAt(0);
  }

  function renderTimeline() {
    const body = $('timeline-body');
    const spacer = $('timeline-spacer');
    const first = Math.max(0, Math.floor(body.scrollTop / ROW_HEIGHT) - 5);
    const last = Math.min(state.filtered.length, first + Math.ceil((body.clientHeight || 420) / ROW_HEIGHT) + 10);
    const rows = [];
    for (let i = first; i < last; i++) {
      rows.push(row(state.filtered[i], i));
    }
    spacer.replaceChildren(...rows);
  }

  function cell(text, className, title) {
    const span = document.createElement('span');
    span.textContent = text;
    span.setAttribute('role', 'gridcell');
    if (className) span.className = className;
    if (title) span.title = title;
    return span;
  }

  function row(entry, index) {
    const div = document.createElement('div');
    div.className = 'row';
    div.setAttribute('role', 'row');
    div.dataset.index = String(index);
    div.dataset.sequence = String(entry.sequence);
    div.style.top = index * ROW_HEIGHT + 'px';
    div.setAttribute('aria-selected', String(index === state.selected));
    const path = entry.path + (entry.query ? '?' + entry.query : '');
    div.append(
      cell(clock(entry.time), 'time', entry.time),
      cell(entry.method, 'method'),
      cell(path, 'path', path),
      cell(entry.template || '', 'template', entry.template || 'fits no route'),
      cell(entry.status === 0 ? 'dropped' : String(entry.status), 'status ' + statusClass(entry.status)),
      cell(entry.duration_ms === undefined ? '' : entry.duration_ms.toFixed(1), 'duration'),
      cell(entry.correlation_id, 'correlation'),
      cell(entry.fault ? entry.fault.type : '', entry.fault ? 'fault' : ''),
      cell(entry.protocol || '', 'protocol'));
    return div;
  }

  function select(index, scroll) {
    if (!state.filtered.length) return;
    state.selected = Math.max(0, Math.min(state.filtered.length - 1, index));
    const body = $('timeline-body');
    if (scroll) {
      const top = state.selected * ROW_HEIGHT;
      if (top < body.scrollTop) body.scrollTop = top;
      else if (top + ROW_HEIGHT > body.scrollTop + body.clientHeight) body.scrollTop = top + ROW_HEIGHT - body.clientHeight;
    }
    renderTimeline();
    showDetail(state.filtered[state.selected]);
  }

  function pretty(value) {
    const pre = document.createElement('pre');
    pre.className = 'json';
    pre.textContent = value === null || value === undefined ? '(none)' : JSON.stringify(value, null, 2);
    return pre;
  }

  function heading(text) {
    const h = document.createElement('h3');
    h.textContent = text;
    return h;
  }

  function showDetail(entry) {
    const detail = $('request-detail');
    const title = document.createElement('p');
    const strong = document.createElement('strong');
    strong.textContent = entry.method + ' ' + entry.path + (entry.query ? '?' + entry.query : '');
    title.append(strong, document.createTextNode(' → ' + (entry.status === 0 ? 'dropped' : entry.status)
      + ' in ' + (entry.duration_ms || 0).toFixed(1) + ' ms, ' + entry.protocol + ', #' + entry.sequence
      + (entry.template ? ', route ' + entry.template : '')));
    title.id = 'detail-title';
    const facts = document.createElement('p');
    facts.textContent = 'At ' + entry.time + ', correlation id ' + entry.correlation_id + ', ' + entry.body_bytes
      + ' bytes sent' + (entry.fault ? ', fault applied: ' + entry.fault.type : '');
    const headers = document.createElement('table');
    headers.className = 'headers';
    const tbody = document.createElement('tbody');
    for (const [name, values] of Object.entries(entry.headers || {})) {
      for (const value of values) {
        const tr = document.createElement('tr');
        const th = document.createElement('th');
        th.textContent = name;
        const td = document.createElement('td');
        td.textContent = value;
        tr.append(th, td);
        tbody.append(tr);
      }
    }
    headers.append(tbody);
    const request = pretty(entry.body);
    request.id = 'detail-request-body';
    const response = pretty(entry.response_body);
    response.id = 'detail-response-body';
    const parts = [title, facts, heading('Request headers (redacted)'), headers, heading('Request body'), request,
      heading('Response body'), response];
    if (entry.fault) {
      parts.push(heading('Fault applied'), pretty(entry.fault));
    }
    detail.replaceChildren(...parts);
  }

  function drawChart() {
    const canvas = $('chart');
    const context = canvas.getContext('2d');
    const width = canvas.width;
    const height = canvas.height;
    const now = Date.now();
    const counts = new Array(CHART_SECONDS).fill(0);
    const latency = new Array(CHART_SECONDS).fill(0);
    for (let i = state.entries.length - 1; i >= 0; i--) {
      const entry = state.entries[i];
      const age = Math.floor((now - Date.parse(entry.time)) / 1000);
      if (age >= CHART_SECONDS) break;
      if (age < 0) continue;
      counts[CHART_SECONDS - 1 - age]++;
      latency[CHART_SECONDS - 1 - age] += entry.duration_ms || 0;
    }
    const maxCount = Math.max(1, ...counts);
    const means = latency.map((sum, i) => (counts[i] ? sum / counts[i] : 0));
    const maxLatency = Math.max(1, ...means);
    context.clearRect(0, 0, width, height);
    context.font = '11px system-ui, sans-serif';
    context.fillStyle = '#5d6677';
    context.fillText(maxCount + ' req/s', 4, 12);
    context.fillText(maxLatency.toFixed(1) + ' ms', width - 60, 12);
    const step = width / CHART_SECONDS;
    context.fillStyle = '#2457c5';
    counts.forEach((count, i) => {
      const barHeight = (count / maxCount) * (height - 18);
      context.fillRect(i * step, height - barHeight, Math.max(1, step - 0.5), barHeight);
    });
    context.strokeStyle = '#9a6700';
    context.lineWidth = 1.5;
    context.beginPath();
    means.forEach((mean, i) => {
      const y = height - (mean / maxLatency) * (height - 18);
      if (i === 0) context.moveTo(0, y);
      else context.lineTo(i * step, y);
    });
    context.stroke();
  }

  // ---- records -------------------------------------------------------------------------------------------------

  async function loadResources() {
    try {
      const data = await admin('GET', '/__admin/records');
      // The view opens on a kind, the first, rather than on a blank pane.
      if (!data.resources.some((resource) => resource.name === state.records.resource)) {
        state.records.resource = data.resources.length ? data.resources[0].name : null;
        state.records.page = 1;
      }
      const list = $('resources');
      list.replaceChildren(...data.resources.map((resource) => {
        const li = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.resource = resource.name;
        const name = document.createElement('span');
        name.textContent = resource.label;
        const count = document.createElement('span');
        count.className = 'count';
        count.textContent = String(resource.count);
        button.append(name, count);
        button.setAttribute('aria-current', String(resource.name === state.records.resource));
        button.addEventListener('click', () => {
          state.records.resource = resource.name;
          state.records.page = 1;
          for (const other of list.querySelectorAll('button')) {
            other.setAttribute('aria-current', String(other === button));
          }
          loadRecords();
        });
        li.append(button);
        return li;
      }));
      if (state.records.resource) loadRecords();
      refreshLine();
    } catch (error) {
      failed(error);
    }
  }

  async function loadRecords() {
    const size = Number($('records-size').value);
    const body = { pagination: { page: state.records.page, pageSize: size } };
    const search = $('records-search').value.trim();
    if (search) body.search = search;
    try {
      const data = await admin('POST', '/__admin/records/' + encodeURIComponent(state.records.resource), body);
      const items = data.list.data || [];
      const total = Object.entries(data.list).find(([key, value]) => key !== 'data' && typeof value === 'number');
      state.records.total = total ? total[1] : items.length;
      state.records.items = items;
      const pages = Math.max(1, Math.ceil(state.records.total / size));
      $('records-page').textContent = 'page ' + state.records.page + ' of ' + pages + ' · ' + state.records.total
        + ' records';
      $('records-prev').disabled = state.records.page <= 1;
      $('records-next').disabled = state.records.page >= pages;
      renderRecords(items);
      showMessage('');
    } catch (error) {
      failed(error);
    }
  }

  function renderRecords(items) {
    const table = $('records-table');
    const columns = [];
    for (const item of items) {
      for (const [key, value] of Object.entries(item)) {
        if (!columns.includes(key) && (value === null || typeof value !== 'object')) columns.push(key);
      }
    }
    const headRow = document.createElement('tr');
    headRow.append(...columns.map((column) => {
      const th = document.createElement('th');
      th.textContent = column;
      return th;
    }));
    table.tHead.replaceChildren(headRow);
    table.tBodies[0].replaceChildren(...items.map((item) => {
      const tr = document.createElement('tr');
      tr.tabIndex = 0;
      tr.append(...columns.map((column) => {
        const td = document.createElement('td');
        const value = item[column];
        td.textContent = value === null || value === undefined ? '' : String(value);
        return td;
      }));
      const show = () => { $('record-json').textContent = JSON.stringify(item, null, 2); };
      tr.addEventListener('click', show);
      tr.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); show(); }
        if (event.key === 'ArrowDown' && tr.nextElementSibling) { event.preventDefault(); tr.nextElementSibling.focus(); }
        if (event.key === 'ArrowUp' && tr.previousElementSibling) { event.preventDefault(); tr.previousElementSibling.focus(); }
      });
      return tr;
    }));
    $('record-json').textContent = items.length ? '' : 'No records.';
  }

  // ---- faults --------------------------------------------------------------------------------------------------

  function describeFault(fault) {
    const parts = [fault.type];
    if (fault.type === 'error') parts.push(fault.status + ' ' + fault.code);
    if (fault.type === 'delay') parts.push(fault.delay_ms + ' ms');
    if (fault.type === 'raw_answer') parts.push(fault.status + ' ' + fault.content_type);
    if (fault.type === 'redirect') parts.push(fault.status + ' ' + fault.location);
    if (fault.type === 'close_when_idle') parts.push(fault.idle_ms + ' ms');
    if (fault.type === 'slow_body') parts.push(fault.bytes_per_second + ' B/s');
    return parts.join(' ');
  }

  async function loadFaults() {
    try {
      const data = await admin('GET', '/__admin/faults');
      $('fault-count').textContent = data.count + ' rule' + (data.count === 1 ? '' : 's') + ' in force';
      $('faults-table').tBodies[0].replaceChildren(...data.rules.map((rule) => {
        const tr = document.createElement('tr');
        tr.dataset.id = String(rule.id);
        const values = [String(rule.id), rule.method, rule.path || rule.regex,
          rule.remaining === null ? 'until removed' : String(rule.remaining), String(rule.applied),
          describeFault(rule.fault)];
        tr.append(...values.map((value) => {
          const td = document.createElement('td');
          td.textContent = value;
          return td;
        }));
        const td = document.createElement('td');
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.textContent = 'Remove';
        remove.setAttribute('aria-label', 'Remove fault rule ' + rule.id);
        remove.addEventListener('click', async () => {
          try {
            await admin('DELETE', '/__admin/faults/' + rule.id);
            showMessage('Fault rule ' + rule.id + ' removed', true);
          } catch (error) {
            failed(error);
          }
          loadFaults();
        });
        td.append(remove);
        tr.append(td);
        return tr;
      }));
      refreshLine();
    } catch (error) {
      failed(error);
    }
  }

  function faultTypeChanged() {
    const type = $('fault-type').value;
    for (const label of document.querySelectorAll('#fault-form [data-for]')) {
      label.hidden = !label.dataset.for.split(' ').includes(type);
    }
  }

  function json(id, what) {
    const text = $(id).value.trim();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch (e) {
      throw new AdminError(400, what + ' is not JSON: ' + e.message);
    }
  }

  async function addFault(event) {
    event.preventDefault();
    try {
      const type = $('fault-type').value;
      const fault = { type };
      if (type === 'error') {
        fault.status = Number($('fault-status').value);
        if ($('fault-code').value.trim()) fault.code = $('fault-code').value.trim();
        if ($('fault-message').value.trim()) fault.message = $('fault-message').value.trim();
        if ($('fault-retry').value !== '') fault.retry_after_seconds = Number($('fault-retry').value);
        const details = json('fault-details', 'Details');
        if (details !== undefined) fault.details = details;
        const headers = json('fault-headers', 'Headers');
        if (headers !== undefined) fault.headers = headers;
      } else if (type === 'delay') {
        fault.delay_ms = Number($('fault-delay').value);
      } else if (type === 'raw_answer') {
        fault.status = Number($('fault-status').value);
        fault.content_type = $('fault-content-type').value;
        fault.body = $('fault-body').value;
      } else if (type === 'redirect') {
        fault.status = Number($('fault-status').value);
        fault.location = $('fault-location').value.trim();
      } else if (type === 'proxy_error_page') {
        fault.status = Number($('fault-status').value);
      } else if (type === 'close_when_idle') {
        fault.idle_ms = Number($('fault-idle').value);
      } else if (type === 'slow_body') {
        fault.bytes_per_second = Number($('fault-rate').value);
      }
      const rule = { method: $('fault-method').value, fault };
      rule[$('fault-match').value] = $('fault-path').value.trim();
      if ($('fault-times').value !== '') rule.times = Number($('fault-times').value);
      const added = await admin('POST', '/__admin/faults', rule);
      showMessage('Fault rule ' + added.rule.id + ' added: ' + describeFault(added.rule.fault), true);
      loadFaults();
    } catch (error) {
      failed(error);
    }
  }

  // ---- state ---------------------------------------------------------------------------------------------------

  function fact(list, name, value) {
    const dt = document.createElement('dt');
    dt.textContent = name;
    const dd = document.createElement('dd');
    dd.textContent = String(value);
    list.append(dt, dd);
  }

  async function loadState() {
    try {
      const stats = await admin('GET', '/__admin/stats');
      serverLine(stats);
      const limits = stats.limits;
      const records = $('records-gauge');
      records.max = limits.max_records;
      records.value = limits.records;
      $('records-text').textContent = limits.records + ' of ' + limits.max_records
        + ' records (a create past it answers 507)';
      const heap = $('heap-gauge');
      heap.max = limits.heap_max_bytes;
      heap.high = limits.heap_max_bytes / 100 * limits.heap_watermark_percent;
      heap.value = limits.heap_used_bytes;
      $('heap-text').textContent = mib(limits.heap_used_bytes) + ' of ' + mib(limits.heap_max_bytes)
        + ' in use; writes answer 507 while live data is over ' + limits.heap_watermark_percent + '%'
        + (limits.heap_over_watermark ? ' (over now)' : '');
      const facts = $('server-facts');
      facts.replaceChildren();
      fact(facts, 'version', stats.version);
      fact(facts, 'uptime', duration(stats.uptime_seconds));
      fact(facts, 'journal', stats.journal.count + ' of ' + stats.journal.capacity + ' kept, last #'
        + stats.journal.last_sequence);
      fact(facts, 'fault rules', stats.faults);
      const flags = $('flags');
      flags.replaceChildren();
      for (const [name, value] of Object.entries(stats.flags)) fact(flags, name, value);
    } catch (error) {
      failed(error);
    }
  }

  async function reset() {
    try {
      await admin('POST', '/__admin/reset');
      state.entries = [];
      applyFilters();
      showMessage('Server reset to its seed, without faults, with an empty journal', true);
      loadState();
    } catch (error) {
      failed(error);
    }
  }

  async function downloadSnapshot() {
    try {
      const response = await admin('GET', '/__admin/snapshot', undefined, true);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'dgq-snapshot-' + new Date().toISOString().replace(/[:.]/g, '-') + '.json';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
      showMessage('Snapshot downloaded (' + blob.size + ' bytes)', true);
    } catch (error) {
      failed(error);
    }
  }

  async function restore() {
    const file = $('restore-file').files[0];
    if (!file) return;
    try {
      const text = await file.text();
      await admin('PUT', '/__admin/snapshot', text);
      showMessage('Snapshot ' + file.name + ' restored', true);
      loadState();
    } catch (error) {
      failed(error);
    } finally {
      $('restore-file').value = '';
    }
  }

  // ---- helpers -------------------------------------------------------------------------------------------------

  function clock(iso) {
    const date = new Date(iso);
    return date.toTimeString().slice(0, 8) + '.' + String(date.getMilliseconds()).padStart(3, '0');
  }

  function duration(seconds) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    return (h ? h + ' h ' : '') + (h || m ? m + ' min ' : '') + (seconds % 60) + ' s';
  }

  function mib(bytes) {
    return (bytes / 1048576).toFixed(1) + ' MiB';
  }

  // ---- drift ---------------------------------------------------------------------------------------------------

  // A proxy's drift report, as the admin API answers it: examples come redacted, and are shown as text only.
  async function loadDrift() {
    const body = $('drift-table').tBodies[0];
    let report;
    try {
      report = await admin('GET', '/__admin/drift');
    } catch (error) {
      body.replaceChildren();
      if (error.status === 404) {
        $('drift-summary').textContent = 'Not a proxy: start the server with --proxy-to to check an upstream\'s'
          + ' answers against the document.';
      } else {
        failed(error);
      }
      return;
    }
    $('drift-summary').textContent = report.checked_answers + ' answers of ' + report.upstream + ' checked'
      + (report.unchecked_answers ? ', ' + report.unchecked_answers + ' too large to check' : '') + '; '
      + (report.differences ? report.differences + ' difference' + (report.differences === 1 ? '' : 's')
        : 'no drift');
    const rows = [];
    for (const operation of report.operations) {
      for (const drift of operation.drift) {
        const tr = document.createElement('tr');
        const values = [operation.operation_id, drift.member, drift.kind, drift.detail, String(drift.count),
          drift.example == null ? '' : drift.example];
        tr.append(...values.map((value) => {
          const td = document.createElement('td');
          td.textContent = value;
          return td;
        }));
        rows.push(tr);
      }
    }
    body.replaceChildren(...rows);
  }

  // ---- wiring --------------------------------------------------------------------------------------------------

  function wire() {
    $('login-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const token = $('token').value.trim();
      $('token').value = '';
      if (!token) return;
      sessionStorage.setItem(TOKEN_KEY, token);
      open();
    });
    $('sign-out').addEventListener('click', () => signOut('Token forgotten for this tab.'));
    TABS.forEach((name, i) => {
      const tab = $('tab-' + name);
      tab.addEventListener('click', () => selectTab(name, false));
      tab.addEventListener('keydown', (event) => {
        if (event.key === 'ArrowRight') selectTab(TABS[(i + 1) % TABS.length], true);
        if (event.key === 'ArrowLeft') selectTab(TABS[(i + TABS.length - 1) % TABS.length], true);
      });
    });
    document.addEventListener('keydown', (event) => {
      const target = event.target;
      const typing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
        || target instanceof HTMLSelectElement;
      if (!typing && !event.ctrlKey && !event.metaKey && !event.altKey && /^[1-5]$/.test(event.key)
        && !$('console').hidden) {
        selectTab(TABS[Number(event.key) - 1], true);
      }
    });
    for (const id of ['filter-method', 'filter-status']) $(id).addEventListener('change', applyFilters);
    for (const id of ['filter-path', 'filter-text']) $(id).addEventListener('input', applyFilters);
    $('follow').addEventListener('change', () => { if ($('follow').checked) poll(); else clearTimeout(state.pollTimer); });
    $('clear-requests').addEventListener('click', async () => {
      try {
        const data = await admin('DELETE', '/__admin/requests');
        state.entries = [];
        state.selected = -1;
        $('request-detail').replaceChildren();
        applyFilters();
        drawChart();
        showMessage(data.removed + ' requests removed from the journal', true);
      } catch (error) {
        failed(error);
      }
    });
    const body = $('timeline-body');
    let pending = false;
    body.addEventListener('scroll', () => {
      if (!pending) {
        pending = true;
        requestAnimationFrame(() => { pending = false; renderTimeline(); });
      }
    });
    body.addEventListener('click', (event) => {
      const rowElement = event.target.closest('.row');
      if (rowElement) select(Number(rowElement.dataset.index), false);
    });
    $('timeline').addEventListener('keydown', (event) => {
      const page = Math.max(1, Math.floor(body.clientHeight / ROW_HEIGHT) - 1);
      const moves = { ArrowDown: 1, ArrowUp: -1, PageDown: page, PageUp: -page };
      if (event.key in moves) {
        event.preventDefault();
        select(state.selected < 0 ? (moves[event.key] > 0 ? 0 : state.filtered.length - 1) : state.selected + moves[event.key], true);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        select(event.key === 'Home' ? 0 : state.filtered.length - 1, true);
      } else if (event.key === 'Enter' && state.selected >= 0) {
        event.preventDefault();
        $('request-detail').focus();
      }
    });
    $('records-form').addEventListener('submit', (event) => {
      event.preventDefault();
      state.records.page = 1;
      if (state.records.resource) loadRecords();
    });
    $('records-size').addEventListener('change', () => { state.records.page = 1; if (state.records.resource) loadRecords(); });
    $('records-prev').addEventListener('click', () => { state.records.page--; loadRecords(); });
    $('records-next').addEventListener('click', () => { state.records.page++; loadRecords(); });
    $('fault-type').addEventListener('change', faultTypeChanged);
    faultTypeChanged();
    $('fault-form').addEventListener('submit', addFault);
    $('clear-faults').addEventListener('click', async () => {
      try {
        const data = await admin('DELETE', '/__admin/faults');
        showMessage(data.removed + ' fault rules removed', true);
      } catch (error) {
        failed(error);
      }
      loadFaults();
    });
    $('reset').addEventListener('click', reset);
    $('download-snapshot').addEventListener('click', downloadSnapshot);
    $('restore-file').addEventListener('change', restore);
    $('refresh-state').addEventListener('click', loadState);
    $('refresh-drift').addEventListener('click', loadDrift);
  }

  wire();
  if (sessionStorage.getItem(TOKEN_KEY)) {
    open();
  } else {
    $('token').focus();
  }
})();
