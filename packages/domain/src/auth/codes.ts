/** Access-log page size (spec 001, section 2 and 9). */
export const ACCESS_LOG_PAGE_SIZE = 10;
