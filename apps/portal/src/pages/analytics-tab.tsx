import { useState } from 'preact/hooks';
import { appCall, type App, type Stats } from '../api';
import { Notice, Spinner } from '../components/ui';
import { useLoad } from '../hooks';
import { dayLabel, layoutBars, percent } from '../lib/chart';

type Metric = 'messages' | 'users' | 'conversations';
const METRICS: Metric[] = ['messages', 'users', 'conversations'];
const LABELS: Record<Metric, string> = { messages: 'Messages', users: 'Users', conversations: 'Conversations' };
const DAY = 86_400_000;

/** The App's botmeter figures per day over the last 7 or 30 days. */
export function AnalyticsTab(props: { app: App }) {
  const [days, setDays] = useState(7);
  const [metric, setMetric] = useState<Metric>('messages');
  const { data: stats, error } = useLoad(() => {
    // Whole UTC days, today included.
    const to = new Date(Math.floor(Date.now() / DAY) * DAY + DAY);
    const from = new Date(to.getTime() - days * DAY);
    return appCall<Stats>(props.app.id, 'GET', `/botmeter/stats?from=${from.toISOString()}&to=${to.toISOString()}&interval=day`);
  }, [props.app.id, days]);

  return (
    <div class="stack">
      <div class="page-head">
        <div class="segmented">
          {[7, 30].map((d) => (
            <button key={d} class={days === d ? 'active' : ''} aria-pressed={days === d} onClick={() => setDays(d)}>
              Last {d} days
            </button>
          ))}
        </div>
      </div>
      {error && <Notice kind="error">{error}</Notice>}
      {!stats && !error && <Spinner />}
      {stats && (
        <>
          <div class="tiles">
            {METRICS.map((m) => (
              <button key={m} class={`tile${metric === m ? ' active' : ''}`} aria-pressed={metric === m} onClick={() => setMetric(m)}>
                <span class="tile-value">{stats.total[m].toLocaleString()}</span>
                <span class="tile-label">{LABELS[m]}</span>
              </button>
            ))}
            <div class="tile static">
              <span class="tile-value">{percent(stats.total.noIntentShare)}</span>
              <span class="tile-label">Without intent</span>
            </div>
          </div>
          <div class="card">
            <h2>
              {LABELS[metric]} per day
            </h2>
            {stats.total.messages === 0 ? (
              <p class="muted">
                No message logged in this range. Your bot logs its exchanges with <code>POST /botmeter/</code> (App-Id and App-Key headers).
              </p>
            ) : (
              <BarChart values={stats.buckets.map((b) => ({ value: b[metric], label: dayLabel(b.start) }))} />
            )}
          </div>
          <div class="card">
            <h2>Top intents</h2>
            {stats.total.topIntents.length === 0 ? (
              <p class="muted">No intent logged in this range.</p>
            ) : (
              <ul class="hbars">
                {stats.total.topIntents.map((i) => (
                  <li key={i.name}>
                    <span class="hbar-label">{i.name}</span>
                    <span class="hbar">
                      <span style={{ width: percent(i.count / stats.total.topIntents[0]!.count) }} />
                    </span>
                    <span class="muted small">
                      {i.count} · score {i.meanScore.toFixed(2)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </div>
  );
}

const W = 960;
const H = 260;
const PAD = { left: 36, bottom: 24, top: 8 };

/** Bars in SVG, scaled to the width of the card; every other label when they would crowd. */
function BarChart(props: { values: { value: number; label: string }[] }) {
  const plotW = W - PAD.left;
  const plotH = H - PAD.bottom - PAD.top;
  const { bars, max } = layoutBars(props.values, plotW, plotH);
  const every = Math.ceil(props.values.length / 10);
  const grid = [0, 0.5, 1];
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Bar chart per day">
      {grid.map((g) => {
        const y = PAD.top + plotH - g * plotH;
        return (
          <g key={g}>
            <line x1={PAD.left} x2={W} y1={y} y2={y} class="grid" />
            <text x={PAD.left - 6} y={y + 4} class="axis" text-anchor="end">
              {g * max}
            </text>
          </g>
        );
      })}
      {bars.map((b, i) => (
        <g key={i}>
          <rect x={PAD.left + b.x} y={PAD.top + b.y} width={b.width} height={Math.max(b.height, b.value > 0 ? 1 : 0)} rx={3} class="bar">
            <title>{`${b.label}: ${b.value}`}</title>
          </rect>
          {i % every === 0 && (
            <text x={PAD.left + b.x + b.width / 2} y={H - 6} class="axis" text-anchor="middle">
              {b.label}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
