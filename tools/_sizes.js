// bytes of a minified file per source, from its source map
const fs=require('fs');const {TraceMap,eachMapping}=require('@jridgewell/trace-mapping');
const file=process.argv[2];const code=fs.readFileSync(file,'utf8');const map=new TraceMap(JSON.parse(fs.readFileSync(file+'.map','utf8')));
const lines=code.split('\n');const per=new Map();let prev=null;
const ms=[];eachMapping(map,m=>ms.push(m));
for(let i=0;i<ms.length;i++){const m=ms[i],n=ms[i+1];let len;
 if(n&&n.generatedLine===m.generatedLine)len=n.generatedColumn-m.generatedColumn;else len=lines[m.generatedLine-1].length-m.generatedColumn;
 const k=m.source||'?';per.set(k,(per.get(k)||0)+len);}
const rows=[...per].sort((a,b)=>b[1]-a[1]);let t=0;for(const r of rows)t+=r[1];
for(const [k,v] of rows.slice(0,+process.argv[3]||50))console.log(String(v).padStart(7),k.replace(/.*\/(web|dist|node_modules)\//,'$1/'));
console.log('total mapped',t,'of',code.length);
