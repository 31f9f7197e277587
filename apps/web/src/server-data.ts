/** The element id of the JSON block that carries a server render's data to the browser. */
export const SERVER_DATA_ID = 'kramik-data';
