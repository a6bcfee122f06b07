import { CLINIC, clinicFact, mapsLink } from '@clinic/shared/clinic';
import { useT } from '../../../i18n';
import styles from './ClinicMap.module.css';

const ROADS = 'M0 150H960M0 290H960M120 0V360M330 0V360M560 150V360M790 0V360M330 60H960';

/**
 * A drawn street map of the clinic's corner of Jayanagar, not an embedded map service: the page fetches
 * nothing from outside. "Open in maps" hands the address to the visitor's own maps app.
 */
export function ClinicMap() {
  const t = useT();
  return (
    <figure className={styles.map}>
      <svg viewBox="0 0 960 360" role="img" aria-labelledby="clinic-map-title" className={styles.svg}>
        <title id="clinic-map-title">{t('ContactPage.map.title', { clinic: CLINIC.name, address: clinicFact('addressLine1') })}</title>
        <rect className={styles.ground} width="960" height="360" />
        <path className={styles.lake} d="M820 80c60-16 130 6 136 60s-26 80-78 80-96-30-98-72 6-58 40-68z" />
        <rect className={styles.park} x="142" y="170" width="166" height="100" rx="14" />
        <circle className={styles.tree} cx="176" cy="204" r="14" />
        <circle className={styles.tree} cx="214" cy="240" r="12" />
        <circle className={styles.tree} cx="262" cy="200" r="11" />
        <path className={styles.roadEdge} d={ROADS} />
        <path className={styles.road} d={ROADS} />
        <rect className={styles.block} x="350" y="168" width="190" height="104" rx="10" />
        <rect className={styles.busStop} x="352" y="124" width="70" height="12" rx="4" />
        <text className={styles.label} x="600" y="66">
          {t('ContactPage.map.lakeviewRoad')}
        </text>
        <text className={styles.label} x="132" y="156">
          {t('ContactPage.map.mainRoad')}
        </text>
        <text className={styles.label} x="190" y="325">
          {t('ContactPage.map.park')}
        </text>
        <text className={styles.label} x="860" y="160">
          {t('ContactPage.map.lake')}
        </text>
        <text className={styles.small} x="432" y="134">
          {t('ContactPage.map.busStand')}
        </text>
        <g transform="translate(445 226)">
          <circle className={styles.pinHalo} r="30" />
          <path className={styles.pin} d="M0 4c-14-16-22-26-22-38a22 22 0 0 1 44 0c0 12-8 22-22 38z" />
          <circle className={styles.pinDot} cy="-34" r="8" />
        </g>
        <rect className={styles.tag} x="484" y="196" width="196" height="40" rx="20" />
        <text className={styles.tagText} x="502" y="222">
          {CLINIC.shortName}
        </text>
      </svg>
      <figcaption className={styles.caption}>
        <span>{t('ContactPage.map.landmark', { landmark: clinicFact('landmark') })}</span>
        <a href={mapsLink()} target="_blank" rel="noreferrer" className={styles.open}>
          {t('ContactPage.map.open')}
          <span className="visually-hidden">{` ${t('ContactPage.map.newTab')}`}</span>
        </a>
      </figcaption>
    </figure>
  );
}
