// Doc comment markers as upstream cleans them: `/*!` like `/**`, banners of
// stars reduced to their title, runs of leading `*` on continuation lines
// removed, an empty `/***/` giving no doc at all (zstd.h uses all of these).

/*! Starts the pump. */
int pump_start(void);

/*!! Stops the pump :
 *  waits for the queue to drain. */
int pump_stop(void);

/*****************************************
*  Maintenance
*****************************************/
int pump_service(void);

/*****************************************
*  Grouped section
*****************************************/
/*! pump_rate() :
 *  litres per minute. */
int pump_rate(void);

/**
 * Pressure in kPa.
 * **Never** above the rated limit.
 ** a line opened with two stars
 a line with no star
 */
int pump_pressure(void);

/***/
int pump_reset(void);

struct pump_state {
    int running; /**< non-zero while pumping */
    int faults;  /*!< fault counter */
};
