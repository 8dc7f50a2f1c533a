import type { ContentLanguage } from '@nakshatra/contracts';

/**
 * Where the seed's astrologers come from: given names, surnames, home towns and the languages
 * people there speak. Weights follow roughly where astrologers on Indian marketplaces live
 * (the Hindi belt first, then Maharashtra, Bengal and the South). Names are common, real ones
 * of each region; the people are invented.
 */

export type RegionId =
  | 'north'
  | 'punjab'
  | 'bengal'
  | 'maharashtra'
  | 'gujarat'
  | 'tamil'
  | 'telugu'
  | 'karnataka'
  | 'kerala'
  | 'odisha'
  | 'assam'
  | 'kashmir';

/** 'Ramesh Suresh' -> ['Ramesh', 'Suresh']: keeps long name lists compact. */
const words = (text: string): readonly string[] => text.split(' ');

export interface Region {
  id: RegionId;
  /** Share of astrologers from this region (weights sum to 1). */
  weight: number;
  /** The region's own language when it is one of the spec's content languages. */
  language: ContentLanguage | null;
  /** Probability that an astrologer from here consults in Hindi. */
  hindi: number;
  /** Probability of Hinglish for those who speak Hindi (urban North Indian register). */
  hinglish: number;
  /** Languages of neighbouring regions, and the chance of speaking one of them. */
  neighbours: readonly ContentLanguage[];
  neighbourChance: number;
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  /** [town, state]; the state is left out of bios when it equals the town (Delhi). */
  places: readonly (readonly [string, string])[];
}

export const REGIONS: readonly Region[] = [
  {
    id: 'north',
    weight: 0.3,
    language: null,
    hindi: 0.98,
    hinglish: 0.3,
    neighbours: ['Punjabi'],
    neighbourChance: 0.05,
    male: words(
      'Ramesh Suresh Rajesh Amit Anil Vikas Sanjay Manoj Alok Pankaj Deepak Rakesh Ashok ' +
        'Vinod Rahul Vivek Saurabh Gaurav Ankit Devendra Shiv Hari Mahesh Umesh Naveen Arvind ' +
        'Yogesh Kamal Shailendra Dinesh Ajay Pramod Santosh Brijesh Rajendra Satyendra Ravi ' +
        'Mukesh Jitendra Lalit Neeraj Prem Akhilesh Abhishek Ashish Gopal Krishna Ravindra',
    ),
    female: words(
      'Sunita Anita Pooja Neha Priya Ritu Kavita Shalini Meenakshi Anjali Seema Rekha Nisha ' +
        'Swati Shweta Divya Jyoti Pallavi Ruchi Sapna Aradhana Vandana Archana Geeta Sarita ' +
        'Manju Preeti Renu Usha Aparna Shikha Megha Sakshi Radha',
    ),
    surnames: words(
      'Sharma Verma Gupta Singh Mishra Tiwari Pandey Dubey Shukla Tripathi Chaturvedi ' +
        'Dwivedi Srivastava Saxena Agarwal Bansal Goyal Jain Yadav Chauhan Rathore Bhardwaj ' +
        'Vashishtha Upadhyay Awasthi Bajpai Kaushik Rawat Negi Bisht Dixit Sinha Thakur ' +
        'Pathak Ojha Jha Bhatnagar Mathur Purohit Tyagi Shastri Kushwaha',
    ),
    places: [
      ['Varanasi', 'Uttar Pradesh'],
      ['Prayagraj', 'Uttar Pradesh'],
      ['Lucknow', 'Uttar Pradesh'],
      ['Mathura', 'Uttar Pradesh'],
      ['Ayodhya', 'Uttar Pradesh'],
      ['Kanpur', 'Uttar Pradesh'],
      ['Jaipur', 'Rajasthan'],
      ['Udaipur', 'Rajasthan'],
      ['Ujjain', 'Madhya Pradesh'],
      ['Indore', 'Madhya Pradesh'],
      ['Bhopal', 'Madhya Pradesh'],
      ['Gwalior', 'Madhya Pradesh'],
      ['Patna', 'Bihar'],
      ['Gaya', 'Bihar'],
      ['Delhi', 'Delhi'],
      ['Gurugram', 'Haryana'],
      ['Haridwar', 'Uttarakhand'],
      ['Dehradun', 'Uttarakhand'],
      ['Rishikesh', 'Uttarakhand'],
      ['Shimla', 'Himachal Pradesh'],
      ['Ranchi', 'Jharkhand'],
      ['Raipur', 'Chhattisgarh'],
    ],
  },
  {
    id: 'punjab',
    weight: 0.07,
    language: 'Punjabi',
    hindi: 0.9,
    hinglish: 0.25,
    neighbours: [],
    neighbourChance: 0,
    male: words(
      'Rajiv Sunil Vikram Rohit Ajay Naresh Karan Tarun Sachin Mohit Deepak Amit Vivek ' +
        'Rajat Anil Ashwani Manish Sandeep Varun Pawan Gagan Nitin Rohan',
    ),
    female: words(
      'Neelam Monika Rashmi Sonia Shilpa Poonam Komal Ritika Meenu Pooja Anu Sapna Shalu ' +
        'Simmi Nancy Preeti Neha Mamta',
    ),
    surnames: words(
      'Malhotra Kapoor Khanna Arora Bhatia Sethi Chopra Ahuja Mehra Talwar Bedi Anand ' +
        'Bhalla Dhawan Suri Khurana Sachdeva Bhasin Chawla Gulati Kohli Luthra Narang Sahni ' +
        'Wadhwa',
    ),
    places: [
      ['Amritsar', 'Punjab'],
      ['Ludhiana', 'Punjab'],
      ['Jalandhar', 'Punjab'],
      ['Patiala', 'Punjab'],
      ['Chandigarh', 'Chandigarh'],
      ['Bathinda', 'Punjab'],
    ],
  },
  {
    id: 'bengal',
    weight: 0.09,
    language: 'Bengali',
    hindi: 0.65,
    hinglish: 0.08,
    neighbours: [],
    neighbourChance: 0,
    male: words(
      'Sourav Arijit Debashis Subhash Partha Anirban Sudipto Tapas Abhijit Indranil ' +
        'Shubhankar Pradip Sanjib Amitava Rana Kaushik Subrata Biswajit Arnab Dipankar ' +
        'Joydeep Prasenjit Sayan Soumitra Tanmoy Animesh',
    ),
    female: words(
      'Sreeja Moumita Ananya Rituparna Payel Sharmila Debjani Tanushree Madhumita Sohini ' +
        'Mousumi Rupa Sudeshna Paromita Arpita Arundhati Chandrani Ishani Mahua Nandini ' +
        'Suchitra',
    ),
    surnames: words(
      'Banerjee Chatterjee Mukherjee Bhattacharya Ganguly Das Ghosh Bose Sen Chakraborty ' +
        'Dutta Roy Sarkar Majumdar Bhowmik Mitra Biswas Pal Mondal Nandi Acharjee Basu ' +
        'Chowdhury Guha Lahiri Saha Sanyal Talukdar',
    ),
    places: [
      ['Kolkata', 'West Bengal'],
      ['Howrah', 'West Bengal'],
      ['Siliguri', 'West Bengal'],
      ['Nabadwip', 'West Bengal'],
      ['Durgapur', 'West Bengal'],
      ['Asansol', 'West Bengal'],
    ],
  },
  {
    id: 'maharashtra',
    weight: 0.1,
    language: 'Marathi',
    hindi: 0.8,
    hinglish: 0.12,
    neighbours: ['Gujarati', 'Kannada'],
    neighbourChance: 0.06,
    male: words(
      'Sachin Prashant Nitin Mangesh Sandeep Omkar Sameer Aniket Shrikant Dattatray Vinayak ' +
        'Ajinkya Rajendra Mahesh Yogesh Tushar Abhay Swapnil Ganesh Girish Hemant Kedar ' +
        'Milind Rohit Shantanu Uday',
    ),
    female: words(
      'Madhuri Ashwini Snehal Sayali Rupali Vaishali Manasi Gauri Shubhangi Aarti Smita ' +
        'Prajakta Mrunal Varsha Anagha Anuradha Deepali Jyotsna Kalyani Neelima Rohini',
    ),
    surnames: words(
      'Kulkarni Deshpande Joshi Patil Deshmukh Gokhale Apte Bhide Paranjpe Jadhav Pawar ' +
        'Shinde Chavan Gadgil Karandikar Vaidya Bapat Sathe Phadke Kale Mane Ranade Khare ' +
        'Bhosale Dandekar Godbole Inamdar Joglekar Limaye Sawant Tilak',
    ),
    places: [
      ['Pune', 'Maharashtra'],
      ['Mumbai', 'Maharashtra'],
      ['Nashik', 'Maharashtra'],
      ['Nagpur', 'Maharashtra'],
      ['Kolhapur', 'Maharashtra'],
      ['Aurangabad', 'Maharashtra'],
      ['Pandharpur', 'Maharashtra'],
    ],
  },
  {
    id: 'gujarat',
    weight: 0.07,
    language: 'Gujarati',
    hindi: 0.8,
    hinglish: 0.1,
    neighbours: ['Marathi'],
    neighbourChance: 0.05,
    male: words(
      'Hitesh Jignesh Paresh Mehul Chirag Nilesh Bhavesh Dhaval Ketan Hardik Kalpesh Rakesh ' +
        'Jayesh Viral Pranav Alpesh Darshan Harsh Jatin Manan Nimesh Sanjay Tushar',
    ),
    female: words(
      'Hetal Krupa Nidhi Bhavna Falguni Urvashi Dharmishtha Jigna Mansi Hiral Rupal Kinjal ' +
        'Nita Jagruti Bijal Dhara Hemali Kruti Minal Payal',
    ),
    surnames: words(
      'Patel Shah Mehta Desai Trivedi Dave Bhatt Pandya Vyas Parikh Thakkar Raval Dholakia ' +
        'Amin Solanki Kothari Oza Brahmbhatt Chokshi Gandhi Jani Kapadia Majmudar Rana Soni',
    ),
    places: [
      ['Ahmedabad', 'Gujarat'],
      ['Surat', 'Gujarat'],
      ['Vadodara', 'Gujarat'],
      ['Rajkot', 'Gujarat'],
      ['Dwarka', 'Gujarat'],
      ['Bhavnagar', 'Gujarat'],
    ],
  },
  {
    id: 'tamil',
    weight: 0.08,
    language: 'Tamil',
    hindi: 0.25,
    hinglish: 0.05,
    neighbours: ['Telugu', 'Malayalam', 'Kannada'],
    neighbourChance: 0.12,
    male: words(
      'Karthik Senthil Murugan Balaji Ganesan Venkatesh Saravanan Arun Prakash Ramanathan ' +
        'Sundar Vignesh Ashok Dinesh Gopalakrishnan Rajkumar Siva Anand Bala Kumaran Mani ' +
        'Natarajan Raghavan Sekar Selvam',
    ),
    female: words(
      'Lakshmi Kavitha Revathi Deepa Gayathri Anitha Vidya Saranya Malathi Janani Bhuvana ' +
        'Uma Nandhini Sangeetha Chitra Hema Indira Kalaivani Padma Sudha',
    ),
    surnames: words(
      'Iyer Iyengar Krishnan Subramanian Raman Natarajan Srinivasan Venkataraman Sundaram ' +
        'Rajan Chettiar Mudaliar Ramasamy Swaminathan Balasubramanian Sivakumar Arumugam ' +
        'Govindarajan Kannan Mahadevan Narayanan Pandian Sethuraman Velu',
    ),
    places: [
      ['Chennai', 'Tamil Nadu'],
      ['Madurai', 'Tamil Nadu'],
      ['Kumbakonam', 'Tamil Nadu'],
      ['Coimbatore', 'Tamil Nadu'],
      ['Tiruchirappalli', 'Tamil Nadu'],
      ['Thanjavur', 'Tamil Nadu'],
      ['Kanchipuram', 'Tamil Nadu'],
    ],
  },
  {
    id: 'telugu',
    weight: 0.08,
    language: 'Telugu',
    hindi: 0.45,
    hinglish: 0.05,
    neighbours: ['Tamil', 'Kannada'],
    neighbourChance: 0.1,
    male: words(
      'Srinivas Venkat Ravi Naresh Chandra Satish Ramakrishna Madhav Phani Sai Kishore ' +
        'Anand Mahesh Nagendra Raghu Vamsi Bhaskar Gopi Harinath Kalyan Murali Prabhakar ' +
        'Sudhakar Vijay',
    ),
    female: words(
      'Sravani Lavanya Padmavathi Sirisha Swapna Haritha Sujatha Bhavani Keerthi Mounika ' +
        'Aruna Sailaja Jyothi Madhavi Anuradha Deepthi Hymavathi Neelima Sandhya Vasantha',
    ),
    surnames: words(
      'Reddy Naidu Rao Chowdary Varma Raju Sastry Murthy Prasad Goud Somayajulu Avadhani ' +
        'Chakravarthy Bhagavatula Vemuri Pendyala Akkineni Dasari Gadde Kanuri Mandava ' +
        'Nallamothu Penmetsa Yarlagadda',
    ),
    places: [
      ['Hyderabad', 'Telangana'],
      ['Warangal', 'Telangana'],
      ['Vijayawada', 'Andhra Pradesh'],
      ['Visakhapatnam', 'Andhra Pradesh'],
      ['Tirupati', 'Andhra Pradesh'],
      ['Guntur', 'Andhra Pradesh'],
      ['Rajahmundry', 'Andhra Pradesh'],
    ],
  },
  {
    id: 'karnataka',
    weight: 0.06,
    language: 'Kannada',
    hindi: 0.45,
    hinglish: 0.05,
    neighbours: ['Telugu', 'Tamil', 'Marathi'],
    neighbourChance: 0.12,
    male: words(
      'Shreyas Prasanna Raghavendra Manjunath Girish Vasudev Nagaraj Sudeep Harish Pramod ' +
        'Srinath Anantha Suresh Keshav Ashok Chandrashekar Dattatreya Ganapathi Lokesh Mohan ' +
        'Ramesh Venkatesh',
    ),
    female: words(
      'Shwetha Sahana Pavithra Roopa Kavya Ramya Shruthi Bhoomika Chaitra Vani Sowmya ' +
        'Deepika Archana Hamsa Latha Nandini Prathibha Suma',
    ),
    surnames: words(
      'Hegde Shetty Bhat Gowda Kamath Upadhyaya Adiga Shenoy Karanth Holla Rao Murthy ' +
        'Kulkarni Joshi Achar Bhandary Hebbar Kini Nayak Padukone Rai Tantri',
    ),
    places: [
      ['Bengaluru', 'Karnataka'],
      ['Mysuru', 'Karnataka'],
      ['Udupi', 'Karnataka'],
      ['Mangaluru', 'Karnataka'],
      ['Hubballi', 'Karnataka'],
      ['Sringeri', 'Karnataka'],
    ],
  },
  {
    id: 'kerala',
    weight: 0.05,
    language: 'Malayalam',
    hindi: 0.3,
    hinglish: 0.03,
    neighbours: ['Tamil'],
    neighbourChance: 0.15,
    male: words(
      'Anoop Sreejith Vishnu Rajeev Biju Sanjeev Unnikrishnan Arjun Sreekumar Manoj Ajith ' +
        'Sudheer Hariharan Dileep Ashok Govindan Krishnakumar Madhu Prasad Ramesh Satheesh ' +
        'Vinod',
    ),
    female: words(
      'Sreelakshmi Aswathy Reshma Lekha Parvathy Nimisha Sreedevi Anupama Meera Sindhu ' +
        'Geetha Bindu Deepthi Indu Jayasree Radhika Sreeja',
    ),
    surnames: words(
      'Nair Menon Pillai Kurup Namboothiri Panicker Warrier Nambiar Kartha Potti Varma ' +
        'Thampi Iyer Chandran Ezhuthachan Kaimal Mannadiar Marar Nair Pisharody Raghavan',
    ),
    places: [
      ['Thiruvananthapuram', 'Kerala'],
      ['Kochi', 'Kerala'],
      ['Thrissur', 'Kerala'],
      ['Kozhikode', 'Kerala'],
      ['Guruvayur', 'Kerala'],
      ['Kottayam', 'Kerala'],
    ],
  },
  {
    id: 'odisha',
    weight: 0.04,
    language: null,
    hindi: 0.75,
    hinglish: 0.05,
    neighbours: ['Bengali', 'Telugu'],
    neighbourChance: 0.2,
    male: words(
      'Subrat Bibhuti Pradeep Debasis Manas Ashutosh Jagannath Prasanta Sanjay Bijay ' +
        'Rabindra Saroj Abhijit Amiya Biswajit Chittaranjan Deepak Gyanaranjan Rajesh ' +
        'Satyabrata',
    ),
    female: words(
      'Sasmita Itishree Sanghamitra Lipsa Subhashree Mamata Snigdha Smruti Rashmita Bandita ' +
        'Anjali Madhusmita Pragyan Rupali Sarita Sushree',
    ),
    surnames: words(
      'Mohanty Panda Patnaik Behera Sahoo Rath Dash Nayak Swain Tripathy Mahapatra Das ' +
        'Pradhan Jena Acharya Baral Biswal Hota Jena Mishra Pati Samal',
    ),
    places: [
      ['Bhubaneswar', 'Odisha'],
      ['Puri', 'Odisha'],
      ['Cuttack', 'Odisha'],
      ['Sambalpur', 'Odisha'],
    ],
  },
  {
    id: 'assam',
    weight: 0.03,
    language: null,
    hindi: 0.7,
    hinglish: 0.05,
    neighbours: ['Bengali'],
    neighbourChance: 0.35,
    male: words(
      'Bhaskar Dhruba Himangshu Pranjal Rituraj Bhupen Nayan Manash Kamal Dipankar Anupam ' +
        'Bhargab Chandan Dhiraj Hemanta Kaushik Partha Utpal',
    ),
    female: words(
      'Bornali Junmoni Anamika Gitanjali Dipsikha Priyanka Mridula Jonali Barnali ' +
        'Deepshikha Kalpana Nilakshi Pallavi Rashmi Sangeeta',
    ),
    surnames: words(
      'Baruah Bora Gogoi Saikia Kalita Hazarika Deka Phukan Bhuyan Goswami Sarma Choudhury ' +
        'Barman Borah Borthakur Dutta Mahanta Neog Rajkhowa Talukdar',
    ),
    places: [
      ['Guwahati', 'Assam'],
      ['Jorhat', 'Assam'],
      ['Dibrugarh', 'Assam'],
      ['Tezpur', 'Assam'],
    ],
  },
  {
    id: 'kashmir',
    weight: 0.03,
    language: null,
    hindi: 0.92,
    hinglish: 0.2,
    neighbours: ['Punjabi'],
    neighbourChance: 0.2,
    male: words(
      'Vijay Ashwani Rajnath Sunil Rohit Ravinder Sanjay Anil Rajesh Ajay Bharat Deepak ' +
        'Maharaj Pran Ravi Satish Vinod',
    ),
    female: words(
      'Shobha Neerja Sarika Vijaya Kiran Meenakshi Asha Ritu Anita Kusum Nirmala Rekha ' +
        'Shanti Sunita',
    ),
    surnames: words(
      'Kaul Raina Dhar Razdan Pandita Zutshi Tiku Kachru Wali Mattoo Sapru Handoo Bhan ' +
        'Ganjoo Kak Munshi Raazdan Shah Tickoo Zadoo',
    ),
    places: [
      ['Jammu', 'Jammu and Kashmir'],
      ['Srinagar', 'Jammu and Kashmir'],
      ['Katra', 'Jammu and Kashmir'],
    ],
  },
];

/**
 * Sikh names for Punjab: men take Singh and women Kaur, sometimes followed by a family name.
 * A portrait with a turban always gets one of these.
 */
export const SIKH = {
  male: words(
    'Gurpreet Harpreet Manpreet Jaspreet Harjeet Balwinder Kuldeep Sukhwinder Amrit ' +
      'Inderjit Rajinder Paramjit Jagdeep Satnam Hardeep Baljit Amarjit Daljit Gurmeet ' +
      'Jaswinder Lakhwinder Mandeep Navdeep Tejinder',
  ),
  female: words(
    'Simran Harleen Navneet Gurleen Manjeet Jasleen Amandeep Rupinder Prabhjot Ravneet ' +
      'Sukhpreet Baljeet Gurpreet Harjot Kamaljeet Mandeep Parminder',
  ),
  families: words(
    'Grewal Gill Sandhu Dhillon Bajwa Sidhu Randhawa Sodhi Brar Virk Cheema Chahal Aulakh ' +
      'Bains Dhaliwal Khaira Mann Sekhon',
  ),
} as const;

export function regionById(id: RegionId): Region {
  const r = REGIONS.find((x) => x.id === id);
  if (!r) throw new RangeError(`unknown region ${id}`);
  return r;
}
