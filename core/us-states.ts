// US states and territories (spec §3): each with its 2-letter postal code and 15 city suggestions,
// a mix of large cities and places where short-term rentals are common. Sorted by name.

export type UsState = { readonly code: string; readonly name: string; readonly cities: readonly string[] };

export const US_STATES = [
  { code: 'AL', name: 'Alabama', cities: ['Birmingham', 'Montgomery', 'Huntsville', 'Mobile', 'Tuscaloosa', 'Hoover', 'Dothan', 'Auburn', 'Decatur', 'Madison', 'Florence', 'Gulf Shores', 'Orange Beach', 'Fairhope', 'Vestavia Hills'] },
  { code: 'AK', name: 'Alaska', cities: ['Anchorage', 'Fairbanks', 'Juneau', 'Wasilla', 'Sitka', 'Ketchikan', 'Kenai', 'Kodiak', 'Palmer', 'Homer', 'Soldotna', 'Seward', 'Valdez', 'Bethel', 'Talkeetna'] },
  { code: 'AS', name: 'American Samoa', cities: ['Pago Pago', 'Tafuna', "Nu'uuli", 'Leone', 'Fagatogo', 'Utulei', "Faga'itua", 'Aua', 'Vaitogi', "Ili'ili", 'Malaeimi', 'Mapusagafou', 'Aoloau', 'Afono', 'Amouli'] },
  { code: 'AZ', name: 'Arizona', cities: ['Phoenix', 'Tucson', 'Mesa', 'Chandler', 'Scottsdale', 'Glendale', 'Gilbert', 'Tempe', 'Peoria', 'Surprise', 'Flagstaff', 'Sedona', 'Prescott', 'Yuma', 'Lake Havasu City'] },
  { code: 'AR', name: 'Arkansas', cities: ['Little Rock', 'Fort Smith', 'Fayetteville', 'Springdale', 'Jonesboro', 'Rogers', 'Conway', 'North Little Rock', 'Bentonville', 'Pine Bluff', 'Hot Springs', 'Benton', 'Eureka Springs', 'Russellville', 'Bella Vista'] },
  { code: 'CA', name: 'California', cities: ['Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Sacramento', 'Fresno', 'Long Beach', 'Oakland', 'Anaheim', 'Santa Barbara', 'Palm Springs', 'South Lake Tahoe', 'Santa Monica', 'Monterey', 'Big Bear Lake'] },
  { code: 'CO', name: 'Colorado', cities: ['Denver', 'Colorado Springs', 'Aurora', 'Fort Collins', 'Boulder', 'Lakewood', 'Pueblo', 'Grand Junction', 'Durango', 'Aspen', 'Breckenridge', 'Steamboat Springs', 'Vail', 'Estes Park', 'Telluride'] },
  { code: 'CT', name: 'Connecticut', cities: ['Bridgeport', 'New Haven', 'Hartford', 'Stamford', 'Waterbury', 'Norwalk', 'Danbury', 'New Britain', 'Greenwich', 'Mystic', 'New London', 'Old Saybrook', 'Westport', 'Milford', 'Middletown'] },
  { code: 'DE', name: 'Delaware', cities: ['Wilmington', 'Dover', 'Newark', 'Middletown', 'Smyrna', 'Milford', 'Seaford', 'Georgetown', 'Elsmere', 'New Castle', 'Lewes', 'Rehoboth Beach', 'Dewey Beach', 'Bethany Beach', 'Millsboro'] },
  // The District has one city; its best-known neighborhoods serve as the suggestions.
  { code: 'DC', name: 'District of Columbia', cities: ['Washington', 'Georgetown', 'Capitol Hill', 'Dupont Circle', 'Adams Morgan', 'Foggy Bottom', 'Navy Yard', 'Shaw', 'Columbia Heights', 'Logan Circle', 'U Street', 'Anacostia', 'Brookland', 'Tenleytown', 'Petworth'] },
  { code: 'FL', name: 'Florida', cities: ['Miami', 'Orlando', 'Tampa', 'Jacksonville', 'St. Petersburg', 'Fort Lauderdale', 'Tallahassee', 'Naples', 'Sarasota', 'Destin', 'Panama City Beach', 'Key West', 'Clearwater', 'Kissimmee', 'Daytona Beach'] },
  { code: 'GA', name: 'Georgia', cities: ['Atlanta', 'Savannah', 'Augusta', 'Columbus', 'Macon', 'Athens', 'Sandy Springs', 'Roswell', 'Alpharetta', 'Marietta', 'Valdosta', 'Blue Ridge', 'Helen', 'St. Simons Island', 'Tybee Island'] },
  { code: 'GU', name: 'Guam', cities: ['Hagåtña', 'Dededo', 'Yigo', 'Tamuning', 'Tumon', 'Mangilao', 'Barrigada', 'Santa Rita', 'Agana Heights', 'Yona', 'Sinajana', 'Talofofo', 'Inarajan', 'Merizo', 'Agat'] },
  { code: 'HI', name: 'Hawaii', cities: ['Honolulu', 'Hilo', 'Kailua', 'Kapolei', 'Kaneohe', 'Waipahu', 'Pearl City', 'Kahului', 'Kihei', 'Lahaina', 'Kailua-Kona', 'Lihue', 'Princeville', 'Waikoloa Village', 'Wailea'] },
  { code: 'ID', name: 'Idaho', cities: ['Boise', 'Meridian', 'Nampa', 'Idaho Falls', 'Pocatello', 'Caldwell', "Coeur d'Alene", 'Twin Falls', 'Post Falls', 'Lewiston', 'Sandpoint', 'McCall', 'Ketchum', 'Sun Valley', 'Eagle'] },
  { code: 'IL', name: 'Illinois', cities: ['Chicago', 'Aurora', 'Naperville', 'Joliet', 'Rockford', 'Springfield', 'Elgin', 'Peoria', 'Champaign', 'Evanston', 'Schaumburg', 'Bloomington', 'Galena', 'Oak Park', 'Urbana'] },
  { code: 'IN', name: 'Indiana', cities: ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend', 'Carmel', 'Fishers', 'Bloomington', 'Hammond', 'Gary', 'Lafayette', 'Muncie', 'Noblesville', 'Nashville', 'Michigan City', 'Terre Haute'] },
  { code: 'IA', name: 'Iowa', cities: ['Des Moines', 'Cedar Rapids', 'Davenport', 'Sioux City', 'Iowa City', 'Ames', 'Waterloo', 'West Des Moines', 'Ankeny', 'Council Bluffs', 'Dubuque', 'Urbandale', 'Cedar Falls', 'Okoboji', 'Decorah'] },
  { code: 'KS', name: 'Kansas', cities: ['Wichita', 'Overland Park', 'Kansas City', 'Olathe', 'Topeka', 'Lawrence', 'Shawnee', 'Manhattan', 'Lenexa', 'Salina', 'Hutchinson', 'Leavenworth', 'Leawood', 'Emporia', 'Dodge City'] },
  { code: 'KY', name: 'Kentucky', cities: ['Louisville', 'Lexington', 'Bowling Green', 'Owensboro', 'Covington', 'Richmond', 'Georgetown', 'Florence', 'Elizabethtown', 'Nicholasville', 'Frankfort', 'Paducah', 'Berea', 'Bardstown', 'Hopkinsville'] },
  { code: 'LA', name: 'Louisiana', cities: ['New Orleans', 'Baton Rouge', 'Shreveport', 'Lafayette', 'Lake Charles', 'Kenner', 'Bossier City', 'Monroe', 'Alexandria', 'Houma', 'Metairie', 'Slidell', 'Covington', 'Mandeville', 'Hammond'] },
  { code: 'ME', name: 'Maine', cities: ['Portland', 'Lewiston', 'Bangor', 'South Portland', 'Auburn', 'Biddeford', 'Augusta', 'Saco', 'Bar Harbor', 'Kennebunkport', 'Ogunquit', 'Old Orchard Beach', 'Camden', 'Boothbay Harbor', 'Brunswick'] },
  { code: 'MD', name: 'Maryland', cities: ['Baltimore', 'Columbia', 'Germantown', 'Silver Spring', 'Frederick', 'Rockville', 'Gaithersburg', 'Bethesda', 'Annapolis', 'Hagerstown', 'Salisbury', 'Ocean City', 'Bowie', 'College Park', 'St. Michaels'] },
  { code: 'MA', name: 'Massachusetts', cities: ['Boston', 'Worcester', 'Springfield', 'Cambridge', 'Lowell', 'Brockton', 'Quincy', 'Salem', 'Plymouth', 'Provincetown', 'Nantucket', 'Edgartown', 'Falmouth', 'Hyannis', 'Lenox'] },
  { code: 'MI', name: 'Michigan', cities: ['Detroit', 'Grand Rapids', 'Warren', 'Sterling Heights', 'Ann Arbor', 'Lansing', 'Flint', 'Kalamazoo', 'Traverse City', 'Holland', 'Petoskey', 'Mackinaw City', 'Saugatuck', 'Marquette', 'South Haven'] },
  { code: 'MN', name: 'Minnesota', cities: ['Minneapolis', 'Saint Paul', 'Rochester', 'Duluth', 'Bloomington', 'Brooklyn Park', 'Plymouth', 'St. Cloud', 'Eagan', 'Woodbury', 'Mankato', 'Brainerd', 'Grand Marais', 'Stillwater', 'Ely'] },
  { code: 'MS', name: 'Mississippi', cities: ['Jackson', 'Gulfport', 'Southaven', 'Hattiesburg', 'Biloxi', 'Meridian', 'Tupelo', 'Olive Branch', 'Horn Lake', 'Clinton', 'Oxford', 'Starkville', 'Ocean Springs', 'Bay St. Louis', 'Natchez'] },
  { code: 'MO', name: 'Missouri', cities: ['Kansas City', 'St. Louis', 'Springfield', 'Columbia', 'Independence', "Lee's Summit", "O'Fallon", 'St. Joseph', 'St. Charles', 'Blue Springs', 'Joplin', 'Branson', 'Osage Beach', 'Lake Ozark', 'Cape Girardeau'] },
  { code: 'MT', name: 'Montana', cities: ['Billings', 'Missoula', 'Great Falls', 'Bozeman', 'Butte', 'Helena', 'Kalispell', 'Havre', 'Anaconda', 'Miles City', 'Whitefish', 'Big Sky', 'Livingston', 'Red Lodge', 'Polson'] },
  { code: 'NE', name: 'Nebraska', cities: ['Omaha', 'Lincoln', 'Bellevue', 'Grand Island', 'Kearney', 'Fremont', 'Hastings', 'Norfolk', 'Columbus', 'North Platte', 'Papillion', 'La Vista', 'Scottsbluff', 'South Sioux City', 'Beatrice'] },
  { code: 'NV', name: 'Nevada', cities: ['Las Vegas', 'Henderson', 'Reno', 'North Las Vegas', 'Sparks', 'Carson City', 'Fernley', 'Elko', 'Mesquite', 'Boulder City', 'Incline Village', 'Stateline', 'Pahrump', 'Minden', 'Winnemucca'] },
  { code: 'NH', name: 'New Hampshire', cities: ['Manchester', 'Nashua', 'Concord', 'Dover', 'Rochester', 'Keene', 'Portsmouth', 'Laconia', 'Lebanon', 'Claremont', 'North Conway', 'Lincoln', 'Hampton', 'Meredith', 'Wolfeboro'] },
  { code: 'NJ', name: 'New Jersey', cities: ['Newark', 'Jersey City', 'Paterson', 'Elizabeth', 'Trenton', 'Hoboken', 'Princeton', 'Atlantic City', 'Cape May', 'Ocean City', 'Asbury Park', 'Wildwood', 'Long Beach Township', 'Toms River', 'Morristown'] },
  { code: 'NM', name: 'New Mexico', cities: ['Albuquerque', 'Las Cruces', 'Rio Rancho', 'Santa Fe', 'Roswell', 'Farmington', 'Hobbs', 'Clovis', 'Carlsbad', 'Alamogordo', 'Taos', 'Ruidoso', 'Gallup', 'Los Alamos', 'Silver City'] },
  { code: 'NY', name: 'New York', cities: ['New York City', 'Buffalo', 'Rochester', 'Yonkers', 'Syracuse', 'Albany', 'New Rochelle', 'Ithaca', 'Saratoga Springs', 'Lake Placid', 'Montauk', 'Southampton', 'East Hampton', 'Woodstock', 'Hudson'] },
  { code: 'NC', name: 'North Carolina', cities: ['Charlotte', 'Raleigh', 'Greensboro', 'Durham', 'Winston-Salem', 'Fayetteville', 'Cary', 'Wilmington', 'Asheville', 'Boone', 'Chapel Hill', 'Kill Devil Hills', 'Nags Head', 'Wrightsville Beach', 'Blowing Rock'] },
  { code: 'ND', name: 'North Dakota', cities: ['Fargo', 'Bismarck', 'Grand Forks', 'Minot', 'West Fargo', 'Williston', 'Dickinson', 'Mandan', 'Jamestown', 'Wahpeton', 'Devils Lake', 'Valley City', 'Watford City', 'Medora', 'Grafton'] },
  { code: 'MP', name: 'Northern Mariana Islands', cities: ['Saipan', 'Tinian', 'Rota', 'Garapan', 'Susupe', 'Chalan Kanoa', 'San Antonio', 'San Vicente', 'Koblerville', 'Tanapag', 'Kagman', 'Capitol Hill', 'Dandan', 'Songsong', 'San Jose'] },
  { code: 'OH', name: 'Ohio', cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton', 'Youngstown', 'Lorain', 'Sandusky', 'Put-in-Bay', 'Athens', 'Dublin', 'Logan'] },
  { code: 'OK', name: 'Oklahoma', cities: ['Oklahoma City', 'Tulsa', 'Norman', 'Broken Arrow', 'Edmond', 'Lawton', 'Moore', 'Midwest City', 'Stillwater', 'Enid', 'Owasso', 'Muskogee', 'Bartlesville', 'Shawnee', 'Broken Bow'] },
  { code: 'OR', name: 'Oregon', cities: ['Portland', 'Salem', 'Eugene', 'Gresham', 'Hillsboro', 'Beaverton', 'Bend', 'Medford', 'Corvallis', 'Ashland', 'Hood River', 'Cannon Beach', 'Seaside', 'Lincoln City', 'Newport'] },
  { code: 'PA', name: 'Pennsylvania', cities: ['Philadelphia', 'Pittsburgh', 'Allentown', 'Erie', 'Reading', 'Scranton', 'Bethlehem', 'Lancaster', 'Harrisburg', 'State College', 'Gettysburg', 'Jim Thorpe', 'Stroudsburg', 'York', 'Wilkes-Barre'] },
  { code: 'PR', name: 'Puerto Rico', cities: ['San Juan', 'Bayamón', 'Carolina', 'Ponce', 'Caguas', 'Guaynabo', 'Arecibo', 'Toa Baja', 'Mayagüez', 'Trujillo Alto', 'Aguadilla', 'Humacao', 'Fajardo', 'Rincón', 'Dorado'] },
  { code: 'RI', name: 'Rhode Island', cities: ['Providence', 'Warwick', 'Cranston', 'Pawtucket', 'East Providence', 'Woonsocket', 'Newport', 'Westerly', 'Narragansett', 'Bristol', 'Coventry', 'Cumberland', 'North Kingstown', 'South Kingstown', 'Middletown'] },
  { code: 'SC', name: 'South Carolina', cities: ['Charleston', 'Columbia', 'North Charleston', 'Mount Pleasant', 'Rock Hill', 'Greenville', 'Summerville', 'Myrtle Beach', 'Hilton Head Island', 'Spartanburg', 'Beaufort', 'Folly Beach', 'North Myrtle Beach', 'Aiken', 'Florence'] },
  { code: 'SD', name: 'South Dakota', cities: ['Sioux Falls', 'Rapid City', 'Aberdeen', 'Brookings', 'Watertown', 'Mitchell', 'Yankton', 'Pierre', 'Huron', 'Spearfish', 'Vermillion', 'Box Elder', 'Sturgis', 'Keystone', 'Custer'] },
  { code: 'TN', name: 'Tennessee', cities: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga', 'Clarksville', 'Murfreesboro', 'Franklin', 'Jackson', 'Johnson City', 'Kingsport', 'Gatlinburg', 'Pigeon Forge', 'Sevierville', 'Cookeville', 'Townsend'] },
  { code: 'TX', name: 'Texas', cities: ['Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi', 'Plano', 'Galveston', 'South Padre Island', 'Fredericksburg', 'Port Aransas', 'Waco', 'Lubbock'] },
  { code: 'VI', name: 'U.S. Virgin Islands', cities: ['Charlotte Amalie', 'Christiansted', 'Frederiksted', 'Cruz Bay', 'Coral Bay', "Anna's Retreat", 'Tutu', 'Red Hook', 'Frenchtown', 'Kingshill', 'Grove Place', 'Sion Farm', 'Frederiksted Southeast', 'Water Island', 'Bovoni'] },
  { code: 'UT', name: 'Utah', cities: ['Salt Lake City', 'West Valley City', 'Provo', 'West Jordan', 'Orem', 'Sandy', 'Ogden', 'St. George', 'Layton', 'Park City', 'Moab', 'Logan', 'Heber City', 'Springdale', 'Kanab'] },
  { code: 'VT', name: 'Vermont', cities: ['Burlington', 'South Burlington', 'Rutland', 'Barre', 'Montpelier', 'Winooski', 'St. Albans', 'Newport', 'Vergennes', 'Middlebury', 'Stowe', 'Woodstock', 'Manchester', 'Brattleboro', 'Killington'] },
  { code: 'VA', name: 'Virginia', cities: ['Virginia Beach', 'Norfolk', 'Chesapeake', 'Richmond', 'Newport News', 'Alexandria', 'Hampton', 'Roanoke', 'Charlottesville', 'Arlington', 'Williamsburg', 'Lynchburg', 'Harrisonburg', 'Fredericksburg', 'Chincoteague'] },
  { code: 'WA', name: 'Washington', cities: ['Seattle', 'Spokane', 'Tacoma', 'Vancouver', 'Bellevue', 'Kent', 'Everett', 'Olympia', 'Bellingham', 'Leavenworth', 'Walla Walla', 'Port Angeles', 'Ocean Shores', 'Friday Harbor', 'Chelan'] },
  { code: 'WV', name: 'West Virginia', cities: ['Charleston', 'Huntington', 'Morgantown', 'Parkersburg', 'Wheeling', 'Weirton', 'Fairmont', 'Martinsburg', 'Beckley', 'Clarksburg', 'Lewisburg', 'Fayetteville', 'Harpers Ferry', 'Davis', 'Snowshoe'] },
  { code: 'WI', name: 'Wisconsin', cities: ['Milwaukee', 'Madison', 'Green Bay', 'Kenosha', 'Racine', 'Appleton', 'Waukesha', 'Eau Claire', 'Oshkosh', 'La Crosse', 'Wisconsin Dells', 'Sturgeon Bay', 'Lake Geneva', 'Minocqua', 'Fish Creek'] },
  { code: 'WY', name: 'Wyoming', cities: ['Cheyenne', 'Casper', 'Laramie', 'Gillette', 'Rock Springs', 'Sheridan', 'Green River', 'Evanston', 'Riverton', 'Jackson', 'Cody', 'Rawlins', 'Lander', 'Torrington', 'Pinedale'] },
] as const satisfies readonly UsState[];

export type UsStateCode = (typeof US_STATES)[number]['code'];

const byCode: ReadonlyMap<string, UsState> = new Map(US_STATES.map((s) => [s.code, s]));

export function isStateCode(code: string): code is UsStateCode {
  return byCode.has(code);
}

/** The state's or territory's name, or undefined for an unknown code. */
export function stateName(code: string): string | undefined {
  return byCode.get(code)?.name;
}

/** The city suggestions for a state or territory; none for an unknown code. */
export function citiesFor(code: string): readonly string[] {
  return byCode.get(code)?.cities ?? [];
}
