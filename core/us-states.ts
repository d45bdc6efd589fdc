// US states and territories (spec §3): each with its 2-letter postal code and 15 city suggestions,
// a mix of large cities and places where short-term rentals are common. Sorted by name.

import { isStateCode, stateName, US_STATE_NAMES, type UsStateCode } from './us-state-names';

export { isStateCode, stateName, type UsStateCode };

export type UsState = { readonly code: UsStateCode; readonly name: string; readonly cities: readonly string[] };

const CITIES: Readonly<Record<UsStateCode, readonly string[]>> = {
  AL: ['Birmingham', 'Montgomery', 'Huntsville', 'Mobile', 'Tuscaloosa', 'Hoover', 'Dothan', 'Auburn', 'Decatur', 'Madison', 'Florence', 'Gulf Shores', 'Orange Beach', 'Fairhope', 'Vestavia Hills'],
  AK: ['Anchorage', 'Fairbanks', 'Juneau', 'Wasilla', 'Sitka', 'Ketchikan', 'Kenai', 'Kodiak', 'Palmer', 'Homer', 'Soldotna', 'Seward', 'Valdez', 'Bethel', 'Talkeetna'],
  AS: ['Pago Pago', 'Tafuna', "Nu'uuli", 'Leone', 'Fagatogo', 'Utulei', "Faga'itua", 'Aua', 'Vaitogi', "Ili'ili", 'Malaeimi', 'Mapusagafou', 'Aoloau', 'Afono', 'Amouli'],
  AZ: ['Phoenix', 'Tucson', 'Mesa', 'Chandler', 'Scottsdale', 'Glendale', 'Gilbert', 'Tempe', 'Peoria', 'Surprise', 'Flagstaff', 'Sedona', 'Prescott', 'Yuma', 'Lake Havasu City'],
  AR: ['Little Rock', 'Fort Smith', 'Fayetteville', 'Springdale', 'Jonesboro', 'Rogers', 'Conway', 'North Little Rock', 'Bentonville', 'Pine Bluff', 'Hot Springs', 'Benton', 'Eureka Springs', 'Russellville', 'Bella Vista'],
  CA: ['Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Sacramento', 'Fresno', 'Long Beach', 'Oakland', 'Anaheim', 'Santa Barbara', 'Palm Springs', 'South Lake Tahoe', 'Santa Monica', 'Monterey', 'Big Bear Lake'],
  CO: ['Denver', 'Colorado Springs', 'Aurora', 'Fort Collins', 'Boulder', 'Lakewood', 'Pueblo', 'Grand Junction', 'Durango', 'Aspen', 'Breckenridge', 'Steamboat Springs', 'Vail', 'Estes Park', 'Telluride'],
  CT: ['Bridgeport', 'New Haven', 'Hartford', 'Stamford', 'Waterbury', 'Norwalk', 'Danbury', 'New Britain', 'Greenwich', 'Mystic', 'New London', 'Old Saybrook', 'Westport', 'Milford', 'Middletown'],
  DE: ['Wilmington', 'Dover', 'Newark', 'Middletown', 'Smyrna', 'Milford', 'Seaford', 'Georgetown', 'Elsmere', 'New Castle', 'Lewes', 'Rehoboth Beach', 'Dewey Beach', 'Bethany Beach', 'Millsboro'],
  DC: ['Washington', 'Georgetown', 'Capitol Hill', 'Dupont Circle', 'Adams Morgan', 'Foggy Bottom', 'Navy Yard', 'Shaw', 'Columbia Heights', 'Logan Circle', 'U Street', 'Anacostia', 'Brookland', 'Tenleytown', 'Petworth'],
  FL: ['Miami', 'Orlando', 'Tampa', 'Jacksonville', 'St. Petersburg', 'Fort Lauderdale', 'Tallahassee', 'Naples', 'Sarasota', 'Destin', 'Panama City Beach', 'Key West', 'Clearwater', 'Kissimmee', 'Daytona Beach'],
  GA: ['Atlanta', 'Savannah', 'Augusta', 'Columbus', 'Macon', 'Athens', 'Sandy Springs', 'Roswell', 'Alpharetta', 'Marietta', 'Valdosta', 'Blue Ridge', 'Helen', 'St. Simons Island', 'Tybee Island'],
  GU: ['Hagåtña', 'Dededo', 'Yigo', 'Tamuning', 'Tumon', 'Mangilao', 'Barrigada', 'Santa Rita', 'Agana Heights', 'Yona', 'Sinajana', 'Talofofo', 'Inarajan', 'Merizo', 'Agat'],
  HI: ['Honolulu', 'Hilo', 'Kailua', 'Kapolei', 'Kaneohe', 'Waipahu', 'Pearl City', 'Kahului', 'Kihei', 'Lahaina', 'Kailua-Kona', 'Lihue', 'Princeville', 'Waikoloa Village', 'Wailea'],
  ID: ['Boise', 'Meridian', 'Nampa', 'Idaho Falls', 'Pocatello', 'Caldwell', "Coeur d'Alene", 'Twin Falls', 'Post Falls', 'Lewiston', 'Sandpoint', 'McCall', 'Ketchum', 'Sun Valley', 'Eagle'],
  IL: ['Chicago', 'Aurora', 'Naperville', 'Joliet', 'Rockford', 'Springfield', 'Elgin', 'Peoria', 'Champaign', 'Evanston', 'Schaumburg', 'Bloomington', 'Galena', 'Oak Park', 'Urbana'],
  IN: ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend', 'Carmel', 'Fishers', 'Bloomington', 'Hammond', 'Gary', 'Lafayette', 'Muncie', 'Noblesville', 'Nashville', 'Michigan City', 'Terre Haute'],
  IA: ['Des Moines', 'Cedar Rapids', 'Davenport', 'Sioux City', 'Iowa City', 'Ames', 'Waterloo', 'West Des Moines', 'Ankeny', 'Council Bluffs', 'Dubuque', 'Urbandale', 'Cedar Falls', 'Okoboji', 'Decorah'],
  KS: ['Wichita', 'Overland Park', 'Kansas City', 'Olathe', 'Topeka', 'Lawrence', 'Shawnee', 'Manhattan', 'Lenexa', 'Salina', 'Hutchinson', 'Leavenworth', 'Leawood', 'Emporia', 'Dodge City'],
  KY: ['Louisville', 'Lexington', 'Bowling Green', 'Owensboro', 'Covington', 'Richmond', 'Georgetown', 'Florence', 'Elizabethtown', 'Nicholasville', 'Frankfort', 'Paducah', 'Berea', 'Bardstown', 'Hopkinsville'],
  LA: ['New Orleans', 'Baton Rouge', 'Shreveport', 'Lafayette', 'Lake Charles', 'Kenner', 'Bossier City', 'Monroe', 'Alexandria', 'Houma', 'Metairie', 'Slidell', 'Covington', 'Mandeville', 'Hammond'],
  ME: ['Portland', 'Lewiston', 'Bangor', 'South Portland', 'Auburn', 'Biddeford', 'Augusta', 'Saco', 'Bar Harbor', 'Kennebunkport', 'Ogunquit', 'Old Orchard Beach', 'Camden', 'Boothbay Harbor', 'Brunswick'],
  MD: ['Baltimore', 'Columbia', 'Germantown', 'Silver Spring', 'Frederick', 'Rockville', 'Gaithersburg', 'Bethesda', 'Annapolis', 'Hagerstown', 'Salisbury', 'Ocean City', 'Bowie', 'College Park', 'St. Michaels'],
  MA: ['Boston', 'Worcester', 'Springfield', 'Cambridge', 'Lowell', 'Brockton', 'Quincy', 'Salem', 'Plymouth', 'Provincetown', 'Nantucket', 'Edgartown', 'Falmouth', 'Hyannis', 'Lenox'],
  MI: ['Detroit', 'Grand Rapids', 'Warren', 'Sterling Heights', 'Ann Arbor', 'Lansing', 'Flint', 'Kalamazoo', 'Traverse City', 'Holland', 'Petoskey', 'Mackinaw City', 'Saugatuck', 'Marquette', 'South Haven'],
  MN: ['Minneapolis', 'Saint Paul', 'Rochester', 'Duluth', 'Bloomington', 'Brooklyn Park', 'Plymouth', 'St. Cloud', 'Eagan', 'Woodbury', 'Mankato', 'Brainerd', 'Grand Marais', 'Stillwater', 'Ely'],
  MS: ['Jackson', 'Gulfport', 'Southaven', 'Hattiesburg', 'Biloxi', 'Meridian', 'Tupelo', 'Olive Branch', 'Horn Lake', 'Clinton', 'Oxford', 'Starkville', 'Ocean Springs', 'Bay St. Louis', 'Natchez'],
  MO: ['Kansas City', 'St. Louis', 'Springfield', 'Columbia', 'Independence', "Lee's Summit", "O'Fallon", 'St. Joseph', 'St. Charles', 'Blue Springs', 'Joplin', 'Branson', 'Osage Beach', 'Lake Ozark', 'Cape Girardeau'],
  MT: ['Billings', 'Missoula', 'Great Falls', 'Bozeman', 'Butte', 'Helena', 'Kalispell', 'Havre', 'Anaconda', 'Miles City', 'Whitefish', 'Big Sky', 'Livingston', 'Red Lodge', 'Polson'],
  NE: ['Omaha', 'Lincoln', 'Bellevue', 'Grand Island', 'Kearney', 'Fremont', 'Hastings', 'Norfolk', 'Columbus', 'North Platte', 'Papillion', 'La Vista', 'Scottsbluff', 'South Sioux City', 'Beatrice'],
  NV: ['Las Vegas', 'Henderson', 'Reno', 'North Las Vegas', 'Sparks', 'Carson City', 'Fernley', 'Elko', 'Mesquite', 'Boulder City', 'Incline Village', 'Stateline', 'Pahrump', 'Minden', 'Winnemucca'],
  NH: ['Manchester', 'Nashua', 'Concord', 'Dover', 'Rochester', 'Keene', 'Portsmouth', 'Laconia', 'Lebanon', 'Claremont', 'North Conway', 'Lincoln', 'Hampton', 'Meredith', 'Wolfeboro'],
  NJ: ['Newark', 'Jersey City', 'Paterson', 'Elizabeth', 'Trenton', 'Hoboken', 'Princeton', 'Atlantic City', 'Cape May', 'Ocean City', 'Asbury Park', 'Wildwood', 'Long Beach Township', 'Toms River', 'Morristown'],
  NM: ['Albuquerque', 'Las Cruces', 'Rio Rancho', 'Santa Fe', 'Roswell', 'Farmington', 'Hobbs', 'Clovis', 'Carlsbad', 'Alamogordo', 'Taos', 'Ruidoso', 'Gallup', 'Los Alamos', 'Silver City'],
  NY: ['New York City', 'Buffalo', 'Rochester', 'Yonkers', 'Syracuse', 'Albany', 'New Rochelle', 'Ithaca', 'Saratoga Springs', 'Lake Placid', 'Montauk', 'Southampton', 'East Hampton', 'Woodstock', 'Hudson'],
  NC: ['Charlotte', 'Raleigh', 'Greensboro', 'Durham', 'Winston-Salem', 'Fayetteville', 'Cary', 'Wilmington', 'Asheville', 'Boone', 'Chapel Hill', 'Kill Devil Hills', 'Nags Head', 'Wrightsville Beach', 'Blowing Rock'],
  ND: ['Fargo', 'Bismarck', 'Grand Forks', 'Minot', 'West Fargo', 'Williston', 'Dickinson', 'Mandan', 'Jamestown', 'Wahpeton', 'Devils Lake', 'Valley City', 'Watford City', 'Medora', 'Grafton'],
  MP: ['Saipan', 'Tinian', 'Rota', 'Garapan', 'Susupe', 'Chalan Kanoa', 'San Antonio', 'San Vicente', 'Koblerville', 'Tanapag', 'Kagman', 'Capitol Hill', 'Dandan', 'Songsong', 'San Jose'],
  OH: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton', 'Youngstown', 'Lorain', 'Sandusky', 'Put-in-Bay', 'Athens', 'Dublin', 'Logan'],
  OK: ['Oklahoma City', 'Tulsa', 'Norman', 'Broken Arrow', 'Edmond', 'Lawton', 'Moore', 'Midwest City', 'Stillwater', 'Enid', 'Owasso', 'Muskogee', 'Bartlesville', 'Shawnee', 'Broken Bow'],
  OR: ['Portland', 'Salem', 'Eugene', 'Gresham', 'Hillsboro', 'Beaverton', 'Bend', 'Medford', 'Corvallis', 'Ashland', 'Hood River', 'Cannon Beach', 'Seaside', 'Lincoln City', 'Newport'],
  PA: ['Philadelphia', 'Pittsburgh', 'Allentown', 'Erie', 'Reading', 'Scranton', 'Bethlehem', 'Lancaster', 'Harrisburg', 'State College', 'Gettysburg', 'Jim Thorpe', 'Stroudsburg', 'York', 'Wilkes-Barre'],
  PR: ['San Juan', 'Bayamón', 'Carolina', 'Ponce', 'Caguas', 'Guaynabo', 'Arecibo', 'Toa Baja', 'Mayagüez', 'Trujillo Alto', 'Aguadilla', 'Humacao', 'Fajardo', 'Rincón', 'Dorado'],
  RI: ['Providence', 'Warwick', 'Cranston', 'Pawtucket', 'East Providence', 'Woonsocket', 'Newport', 'Westerly', 'Narragansett', 'Bristol', 'Coventry', 'Cumberland', 'North Kingstown', 'South Kingstown', 'Middletown'],
  SC: ['Charleston', 'Columbia', 'North Charleston', 'Mount Pleasant', 'Rock Hill', 'Greenville', 'Summerville', 'Myrtle Beach', 'Hilton Head Island', 'Spartanburg', 'Beaufort', 'Folly Beach', 'North Myrtle Beach', 'Aiken', 'Florence'],
  SD: ['Sioux Falls', 'Rapid City', 'Aberdeen', 'Brookings', 'Watertown', 'Mitchell', 'Yankton', 'Pierre', 'Huron', 'Spearfish', 'Vermillion', 'Box Elder', 'Sturgis', 'Keystone', 'Custer'],
  TN: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga', 'Clarksville', 'Murfreesboro', 'Franklin', 'Jackson', 'Johnson City', 'Kingsport', 'Gatlinburg', 'Pigeon Forge', 'Sevierville', 'Cookeville', 'Townsend'],
  TX: ['Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi', 'Plano', 'Galveston', 'South Padre Island', 'Fredericksburg', 'Port Aransas', 'Waco', 'Lubbock'],
  VI: ['Charlotte Amalie', 'Christiansted', 'Frederiksted', 'Cruz Bay', 'Coral Bay', "Anna's Retreat", 'Tutu', 'Red Hook', 'Frenchtown', 'Kingshill', 'Grove Place', 'Sion Farm', 'Frederiksted Southeast', 'Water Island', 'Bovoni'],
  UT: ['Salt Lake City', 'West Valley City', 'Provo', 'West Jordan', 'Orem', 'Sandy', 'Ogden', 'St. George', 'Layton', 'Park City', 'Moab', 'Logan', 'Heber City', 'Springdale', 'Kanab'],
  VT: ['Burlington', 'South Burlington', 'Rutland', 'Barre', 'Montpelier', 'Winooski', 'St. Albans', 'Newport', 'Vergennes', 'Middlebury', 'Stowe', 'Woodstock', 'Manchester', 'Brattleboro', 'Killington'],
  VA: ['Virginia Beach', 'Norfolk', 'Chesapeake', 'Richmond', 'Newport News', 'Alexandria', 'Hampton', 'Roanoke', 'Charlottesville', 'Arlington', 'Williamsburg', 'Lynchburg', 'Harrisonburg', 'Fredericksburg', 'Chincoteague'],
  WA: ['Seattle', 'Spokane', 'Tacoma', 'Vancouver', 'Bellevue', 'Kent', 'Everett', 'Olympia', 'Bellingham', 'Leavenworth', 'Walla Walla', 'Port Angeles', 'Ocean Shores', 'Friday Harbor', 'Chelan'],
  WV: ['Charleston', 'Huntington', 'Morgantown', 'Parkersburg', 'Wheeling', 'Weirton', 'Fairmont', 'Martinsburg', 'Beckley', 'Clarksburg', 'Lewisburg', 'Fayetteville', 'Harpers Ferry', 'Davis', 'Snowshoe'],
  WI: ['Milwaukee', 'Madison', 'Green Bay', 'Kenosha', 'Racine', 'Appleton', 'Waukesha', 'Eau Claire', 'Oshkosh', 'La Crosse', 'Wisconsin Dells', 'Sturgeon Bay', 'Lake Geneva', 'Minocqua', 'Fish Creek'],
  WY: ['Cheyenne', 'Casper', 'Laramie', 'Gillette', 'Rock Springs', 'Sheridan', 'Green River', 'Evanston', 'Riverton', 'Jackson', 'Cody', 'Rawlins', 'Lander', 'Torrington', 'Pinedale'],
};

/** Every state and territory with its city suggestions, sorted by name (us-state-names.ts). */
export const US_STATES: readonly UsState[] = (Object.keys(US_STATE_NAMES) as UsStateCode[]).map((code) => ({ code, name: US_STATE_NAMES[code], cities: CITIES[code] }));

/** The city suggestions for a state or territory; none for an unknown code. */
export function citiesFor(code: string): readonly string[] {
  return isStateCode(code) ? CITIES[code] : [];
}
