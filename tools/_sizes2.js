const fs=require('fs');const zlib=require('zlib');const {TraceMap,eachMapping}=require('@jridgewell/trace-mapping');
const file=process.argv[2];const code=fs.readFileSync(file,'utf8');const map=new TraceMap(JSON.parse(fs.readFileSync(file+'.map','utf8')));
const lines=code.split('\n');const starts=[0];for(const l of lines)starts.push(starts[starts.length-1]+l.length+1);
const per=new Map();const ms=[];eachMapping(map,m=>ms.push(m));
for(let i=0;i<ms.length;i++){const m=ms[i],n=ms[i+1];let a=starts[m.generatedLine-1]+m.generatedColumn;let b=(n&&n.generatedLine===m.generatedLine)?starts[n.generatedLine-1]+n.generatedColumn:starts[m.generatedLine];
 const k=(m.source||'?').replace(/.*\/(web|dist|node_modules)\//,'$1/');if(!per.has(k))per.set(k,[]);per.get(k).push([a,b]);}
const full=zlib.gzipSync(code,{level:9}).length;
const rows=[];for(const [k,rs] of per){let s='';let last=0;const mask=Buffer.from(code);let out='';let pos=0;rs.sort((x,y)=>x[0]-y[0]);for(const [a,b] of rs){out+=code.slice(pos,a);pos=Math.max(pos,b);}out+=code.slice(pos);
 rows.push([k,code.length-out.length,full-zlib.gzipSync(out,{level:9}).length]);}
rows.sort((a,b)=>b[2]-a[2]);for(const r of rows.slice(0,+process.argv[3]||40))console.log(String(r[1]).padStart(7),String(r[2]).padStart(6),r[0]);console.log('full gz',full);
